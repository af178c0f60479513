import { beforeEach, describe, expect, it } from "vitest";
import {
  adoptLegacyClientListState,
  clientListStateSchema,
  clientListStorageKey,
  DEFAULT_CLIENT_LIST_STATE,
  legacyClientListStorageKey,
  restoreClientListState,
} from "./client-list-storage";

const saved = {
  search: "acme",
  sortBy: "updatedAt",
  sortDirection: "desc",
  phaseIds: ["WELCOME", "PLAN_APPROVAL"],
  releaseStatuses: ["LIVE"],
  errorTypes: ["Awaiting Census"],
  includeArchived: true,
};

describe("clientListStorageKey", () => {
  it("is the spec's client table filters key, one per signed-in user", () => {
    expect(clientListStorageKey("u-1")).toBe("onboard.clients.tableFilters.u-1");
    expect(clientListStorageKey("u-2")).not.toBe(clientListStorageKey("u-1"));
    expect(legacyClientListStorageKey("u-1")).toBe("onboard.lists.clients.u-1");
  });
});

describe("restoreClientListState", () => {
  it("gives back a whole saved state as it was", () => {
    expect(restoreClientListState(saved)).toEqual(saved);
  });

  it("falls back to the defaults for anything that is not an object", () => {
    for (const stored of [null, "acme", 42, [saved], undefined]) {
      expect(restoreClientListState(stored)).toEqual(DEFAULT_CLIENT_LIST_STATE);
    }
  });

  it("keeps the valid fields and drops only what is wrong or no longer known", () => {
    expect(
      restoreClientListState({
        ...saved,
        sortBy: "shoeSize",
        sortDirection: 1,
        phaseIds: ["WELCOME", "RETIRED_PHASE", "WELCOME"],
        releaseStatuses: "LIVE",
        includeArchived: "yes",
      }),
    ).toEqual({
      ...saved,
      sortBy: "name",
      sortDirection: "asc",
      phaseIds: ["WELCOME"],
      releaseStatuses: [],
      includeArchived: false,
    });
  });

  it("is what the persistent state's schema parses to", () => {
    expect(clientListStateSchema.parse({ search: "beta" })).toEqual({ ...DEFAULT_CLIENT_LIST_STATE, search: "beta" });
  });
});

describe("adoptLegacyClientListState", () => {
  beforeEach(() => window.localStorage.clear());

  it("moves a state kept under the old key to the spec's key", () => {
    window.localStorage.setItem(legacyClientListStorageKey("u-1"), JSON.stringify(saved));
    adoptLegacyClientListState(window.localStorage, "u-1");
    expect(JSON.parse(window.localStorage.getItem(clientListStorageKey("u-1")) ?? "null")).toEqual(saved);
    expect(window.localStorage.getItem(legacyClientListStorageKey("u-1"))).toBeNull();
  });

  it("never overwrites a state already under the spec's key, nor touches another user's", () => {
    window.localStorage.setItem(clientListStorageKey("u-1"), JSON.stringify({ search: "new" }));
    window.localStorage.setItem(legacyClientListStorageKey("u-1"), JSON.stringify(saved));
    window.localStorage.setItem(legacyClientListStorageKey("u-2"), JSON.stringify(saved));
    adoptLegacyClientListState(window.localStorage, "u-1");
    expect(window.localStorage.getItem(clientListStorageKey("u-1"))).toBe(JSON.stringify({ search: "new" }));
    expect(window.localStorage.getItem(legacyClientListStorageKey("u-1"))).toBeNull();
    expect(window.localStorage.getItem(legacyClientListStorageKey("u-2"))).not.toBeNull();
    expect(window.localStorage.getItem(clientListStorageKey("u-2"))).toBeNull();
  });
});
