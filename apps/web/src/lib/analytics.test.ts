import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getQueuedEvents, QUEUE_MAX, reset, SEND_AFTER_MS, SEND_AT_COUNT, track } from "./analytics";

const fetchMock = vi.fn<typeof fetch>();
const beaconMock = vi.fn<(url: string, body: string) => boolean>();

/** The events of each batch posted by fetch, in order. */
const fetched = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)).events);
const beaconed = () => beaconMock.mock.calls.map(([, body]) => JSON.parse(body).events);
const names = (events: readonly { name: string }[]) => events.map((e) => e.name);
/** Lets the fetch answers (promises) settle without moving the clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);
const trackMany = (count: number, prefix = "e") => {
  for (let i = 0; i < count; i++) {
    track(`${prefix}${i}`);
    vi.advanceTimersByTime(1);
  }
};
const setVisibility = (state: "hidden" | "visible") => {
  Object.defineProperty(document, "visibilityState", { value: state, configurable: true });
  document.dispatchEvent(new Event("visibilitychange"));
};

beforeEach(() => {
  vi.useFakeTimers();
  reset();
  fetchMock.mockReset().mockResolvedValue(new Response(null, { status: 202 }));
  beaconMock.mockReset().mockReturnValue(true);
  vi.stubGlobal("fetch", fetchMock);
  Object.defineProperty(navigator, "sendBeacon", { value: beaconMock, configurable: true });
  window.history.replaceState(null, "", "/benefits/acme?tab=2");
});
afterEach(() => {
  reset();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "sendBeacon");
  Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
});

describe("the analytics sender", () => {
  it("posts the queued events 10 s after the first unsent one, with the page's path and no query", async () => {
    track("tracked_link", { module: "explorer" });
    vi.advanceTimersByTime(SEND_AFTER_MS - 1);
    track("second");
    expect(fetchMock).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/analytics/events");
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: "POST", keepalive: true });
    expect(fetched()[0]).toEqual([
      { name: "tracked_link", page: "/benefits/acme", properties: { module: "explorer" }, at: expect.any(Number) },
      { name: "second", page: "/benefits/acme", properties: {}, at: expect.any(Number) },
    ]);
    await settle();
    expect(getQueuedEvents()).toEqual([]);
    vi.advanceTimersByTime(SEND_AFTER_MS * 3);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("posts at once when 20 events are queued", () => {
    trackMany(SEND_AT_COUNT - 1);
    expect(fetchMock).not.toHaveBeenCalled();
    track("twentieth");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetched()[0]).toHaveLength(SEND_AT_COUNT);
  });

  it.each([
    ["the network fails", () => fetchMock.mockRejectedValueOnce(new TypeError("offline"))],
    ["the server is down", () => fetchMock.mockResolvedValueOnce(new Response(null, { status: 503 }))],
    ["the server says too many", () => fetchMock.mockResolvedValueOnce(new Response(null, { status: 429 }))],
  ])("keeps the events for the next try when %s", async (_label, failOnce) => {
    failOnce();
    track("first");
    vi.advanceTimersByTime(SEND_AFTER_MS);
    await settle();
    expect(names(getQueuedEvents())).toEqual(["first"]);
    vi.advanceTimersByTime(1);
    track("later");
    await vi.advanceTimersByTimeAsync(SEND_AFTER_MS);
    expect(names(fetched()[1])).toEqual(["first", "later"]);
    expect(getQueuedEvents()).toEqual([]);
  });

  it("drops a batch the server refuses as invalid rather than retrying it for ever", async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 400 }));
    track("refused");
    await vi.advanceTimersByTimeAsync(SEND_AFTER_MS);
    expect(getQueuedEvents()).toEqual([]);
    await vi.advanceTimersByTimeAsync(SEND_AFTER_MS * 2);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("keeps at most 200 events while sending fails, dropping the oldest", async () => {
    fetchMock.mockRejectedValue(new TypeError("offline"));
    for (let i = 0; i < QUEUE_MAX + 50; i++) {
      track(`e${i}`);
      await vi.advanceTimersByTimeAsync(1);
    }
    const queued = names(getQueuedEvents());
    expect(queued).toHaveLength(QUEUE_MAX);
    expect(queued[0]).toBe("e50");
    expect(queued.at(-1)).toBe(`e${QUEUE_MAX + 49}`);
    // Never more than 50 events in one post.
    expect(Math.max(...fetched().map((batch) => batch.length))).toBe(50);
  });

  it("sends everything by beacon when the page is hidden, and nothing when it is shown", () => {
    trackMany(SEND_AT_COUNT - 1, "a");
    setVisibility("visible");
    expect(beaconMock).not.toHaveBeenCalled();
    setVisibility("hidden");
    expect(beaconMock).toHaveBeenCalledTimes(1);
    expect(beaconMock.mock.calls[0]?.[0]).toBe("/api/analytics/events");
    expect(names(beaconed()[0])).toEqual(Array.from({ length: SEND_AT_COUNT - 1 }, (_, i) => `a${i}`));
    expect(getQueuedEvents()).toEqual([]);
    vi.advanceTimersByTime(SEND_AFTER_MS);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends by beacon on pagehide, and keeps the events when the browser refuses the beacon", () => {
    beaconMock.mockReturnValueOnce(false);
    track("leaving");
    window.dispatchEvent(new Event("pagehide"));
    expect(beaconMock).toHaveBeenCalledTimes(1);
    expect(names(getQueuedEvents())).toEqual(["leaving"]);
    window.dispatchEvent(new Event("pagehide"));
    expect(names(beaconed()[1])).toEqual(["leaving"]);
    expect(getQueuedEvents()).toEqual([]);
  });

  it("forgets everything at reset, including a batch whose send fails afterwards", async () => {
    let fail: (reason: unknown) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((_resolve, reject) => (fail = reject)));
    track("in_flight");
    vi.advanceTimersByTime(SEND_AFTER_MS);
    track("queued");
    reset();
    fail(new TypeError("offline"));
    await settle();
    expect(getQueuedEvents()).toEqual([]);
    await vi.advanceTimersByTimeAsync(SEND_AFTER_MS * 2);
    window.dispatchEvent(new Event("pagehide"));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(beaconMock).not.toHaveBeenCalled();
  });
});
