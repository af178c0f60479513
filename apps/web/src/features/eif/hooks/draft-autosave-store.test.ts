import { VALIDATION_MESSAGES } from "@onboard/domain/validation/messages";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from "vitest";
import { json } from "../../../test/fake-fetch";
import { eifKeys } from "../api/eif-keys";
import { CLIENT_ID, DRAFT_PATH, draftOf, type FakeDraftServer, fakeDraftServer } from "../eif-test-support";
import { DraftAutosave } from "./draft-autosave-store";

let fetchMock: Mock<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>;
let server: FakeDraftServer;
let queryClient: QueryClient;
let autosave: DraftAutosave;

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const path = new URL(String(input), "http://localhost").pathname;
    if (path === "/api/csrf-token") return json({ token: "t" });
    return json({ message: "Not found" }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
  const draft = draftOf({ version: 3 });
  server = fakeDraftServer(fetchMock, draft);
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(eifKeys.draft(CLIENT_ID), draft);
  autosave = new DraftAutosave(CLIENT_ID, queryClient);
});

afterEach(() => {
  vi.useRealTimers();
});

const savedVersion = () => queryClient.getQueryData<{ version: number }>(eifKeys.draft(CLIENT_ID))?.version;

describe("the EIF autosave", () => {
  it("waits for a 600 ms pause in typing, then saves everything typed in one PATCH with If-Match", async () => {
    autosave.update("legalName", "Harbor");
    await vi.advanceTimersByTimeAsync(400);
    autosave.update("legalName", "Harborview Logistics");
    autosave.update("natureOfBusiness", "Freight");
    await vi.advanceTimersByTimeAsync(500);
    expect(server.patches()).toHaveLength(0);
    expect(autosave.getState().status).toBe("pending");

    await vi.advanceTimersByTimeAsync(200);
    expect(server.patches()).toEqual([
      { ifMatch: '"3"', body: { answers: { legalName: "Harborview Logistics", natureOfBusiness: "Freight" } } },
    ]);
    expect(autosave.getState().status).toBe("saved");
    expect(autosave.getState().unsaved).toEqual({});
    expect(savedVersion()).toBe(4);

    // The next save names the version the last one produced.
    autosave.update("sicCode", "4213");
    await vi.advanceTimersByTimeAsync(600);
    expect(server.patches()[1]?.ifMatch).toBe('"4"');
  });

  it("checks each value with the domain schema: one with an error keeps its message and is not sent", async () => {
    autosave.update("taxId", "12-34");
    autosave.update("erisaPlanYearEnd", "13/01");
    autosave.update("legalName", "Harborview");
    await vi.advanceTimersByTimeAsync(600);
    expect(server.patches().map((patch) => patch.body)).toEqual([{ answers: { legalName: "Harborview" } }]);
    expect(autosave.getState().errors).toEqual({
      taxId: VALIDATION_MESSAGES.taxIdFormat,
      erisaPlanYearEnd: VALIDATION_MESSAGES.dateNotValid,
    });
    // What the person typed stays in the input.
    expect(autosave.getState().inputs.taxId).toBe("12-34");

    autosave.update("taxId", "123456789");
    await vi.advanceTimersByTimeAsync(600);
    expect(server.patches()[1]?.body).toEqual({ answers: { taxId: "12-3456789" } });
    expect(autosave.getState().errors).toEqual({ erisaPlanYearEnd: VALIDATION_MESSAGES.dateNotValid });
  });

  it("stops on 412 and says so; reload forgets the unsaved answers and loads the other person's", async () => {
    server.bump({ legalName: "Their name" });
    autosave.update("legalName", "My name");
    await vi.advanceTimersByTimeAsync(600);
    expect(autosave.getState().status).toBe("conflict");
    expect(autosave.getState().unsaved).toEqual({ legalName: "My name" });

    // Nothing more is sent while the conflict stands.
    autosave.update("natureOfBusiness", "Freight");
    await vi.advanceTimersByTimeAsync(5_000);
    expect(server.patches()).toHaveLength(1);
    expect(autosave.getState().status).toBe("conflict");

    await autosave.reload();
    expect(autosave.getState()).toMatchObject({ status: "idle", unsaved: {}, inputs: {} });
    expect(savedVersion()).toBe(4);
    expect(
      queryClient.getQueryData<{ answers: Record<string, unknown> }>(eifKeys.draft(CLIENT_ID))?.answers.legalName,
    ).toBe("Their name");
  });

  it("keeps the answers when there is no response, and sends them again with a growing delay", async () => {
    server.setOffline(true);
    autosave.update("legalName", "Harborview");
    await vi.advanceTimersByTimeAsync(600);
    expect(autosave.getState().status).toBe("retrying");
    expect(autosave.getState().unsaved).toEqual({ legalName: "Harborview" });
    expect(autosave.getState().inputs.legalName).toBe("Harborview");

    // The first retry comes after 1 s, still without a connection; the next after 2 s more.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(autosave.getState().status).toBe("retrying");
    server.setOffline(false);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(server.patches()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(500);
    expect(server.patches()).toEqual([{ ifMatch: '"3"', body: { answers: { legalName: "Harborview" } } }]);
    expect(autosave.getState().status).toBe("saved");
  });

  it("sends again at once when asked (the browser is back online)", async () => {
    server.setOffline(true);
    autosave.update("legalName", "Harborview");
    await vi.advanceTimersByTimeAsync(600);
    server.setOffline(false);
    autosave.retryNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.patches()).toHaveLength(1);
    expect(autosave.getState().status).toBe("saved");
  });

  it("keeps a value changed while its save is on the way, and sends it next", async () => {
    let release: (response: Response) => void = () => {};
    const slow = new Promise<Response>((resolve) => {
      release = resolve;
    });
    const fallback = fetchMock.getMockImplementation();
    fetchMock.mockImplementationOnce(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), "http://localhost").pathname;
      return path === DRAFT_PATH ? slow : (fallback?.(input, init) as Promise<Response>);
    });
    // The CSRF token is fetched first; the draft PATCH is the slow call after it.
    fetchMock.mockImplementationOnce(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), "http://localhost").pathname;
      return path === DRAFT_PATH ? slow : (fallback?.(input, init) as Promise<Response>);
    });
    autosave.update("legalName", "First");
    await vi.advanceTimersByTimeAsync(600);
    expect(autosave.getState().status).toBe("saving");
    autosave.update("legalName", "Second");
    release(json(draftOf({ version: 4, answers: { legalName: "First" } })));
    await vi.advanceTimersByTimeAsync(0);
    expect(autosave.getState().unsaved).toEqual({ legalName: "Second" });
    await vi.advanceTimersByTimeAsync(600);
    expect(server.patches().at(-1)).toEqual({ ifMatch: '"4"', body: { answers: { legalName: "Second" } } });
  });

  it("puts a 400's field errors on their fields and sends the rest", async () => {
    const fallback = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), "http://localhost").pathname;
      const body = init?.method === "PATCH" ? JSON.parse(String(init.body)) : null;
      if (path === DRAFT_PATH && body?.answers?.industrySegment) {
        return json(
          {
            message: "Validation failed",
            code: "VALIDATION",
            errors: [{ path: "body.answers.industrySegment", message: VALIDATION_MESSAGES.subStepNotApplicable }],
          },
          400,
        );
      }
      return fallback?.(input, init) as Promise<Response>;
    });
    autosave.update("industrySegment", "RETAIL");
    autosave.update("legalName", "Harborview");
    await vi.advanceTimersByTimeAsync(600);
    expect(autosave.getState().errors).toEqual({ industrySegment: VALIDATION_MESSAGES.subStepNotApplicable });
    await vi.waitFor(() => expect(server.patches().at(-1)?.body).toEqual({ answers: { legalName: "Harborview" } }));
    expect(autosave.getState().status).toBe("saved");
  });
});
