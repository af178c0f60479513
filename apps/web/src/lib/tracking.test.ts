import { beforeEach, describe, expect, it } from "vitest";
import { getQueuedEvents, reset } from "./analytics";
import { captureTrackingParams, TRACKED_LINK_EVENT } from "./tracking";

beforeEach(() => reset());

describe("link tracking", () => {
  it("records the tracking parameters and strips them from the URL", () => {
    window.history.replaceState(null, "", "/client/c1?buttonLabel=Open&tab=2&clientName=Acme#tasks");
    const tracked = captureTrackingParams();
    expect(tracked).toEqual({ buttonLabel: "Open", clientName: "Acme" });
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      "/client/c1?tab=2#tasks",
    );
    expect(getQueuedEvents()).toMatchObject([{ name: TRACKED_LINK_EVENT, properties: tracked }]);
  });

  it("leaves a URL without tracking parameters alone, and reset() empties the queue", () => {
    window.history.replaceState(null, "", "/clients/admin?page=2");
    expect(captureTrackingParams()).toEqual({});
    expect(window.location.search).toBe("?page=2");
    expect(getQueuedEvents()).toEqual([]);
  });
});
