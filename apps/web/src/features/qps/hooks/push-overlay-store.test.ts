import { describe, expect, it } from "vitest";
import { apiJob, CLIENT_ID, OTHER_CLIENT_ID } from "../qps-test-support";
import {
  addPushToOverlay,
  applyJobToOverlay,
  applyStatusToOverlay,
  isAnyPushLoading,
  PUSH_OVERLAY_STORAGE_KEY,
  pushOverlaySnapshot,
  removePushFromOverlay,
  resetPushOverlayStore,
} from "./push-overlay-store";

const other = apiJob({
  id: "1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f",
  clientId: OTHER_CLIENT_ID,
  clientName: "Cascade Timber",
});

describe("the push overlay's store", () => {
  it("lists a pushed client as loading, newest first, and keeps the list in localStorage across a reload", () => {
    addPushToOverlay(apiJob());
    addPushToOverlay(other);
    expect(pushOverlaySnapshot().entries.map((entry) => [entry.clientName, entry.status])).toEqual([
      ["Cascade Timber", "IN_PROGRESS"],
      ["Harborview Logistics", "IN_PROGRESS"],
    ]);
    expect(JSON.parse(window.localStorage.getItem(PUSH_OVERLAY_STORAGE_KEY) ?? "[]")).toHaveLength(2);

    resetPushOverlayStore(); // what a reload does: read again from storage
    expect(pushOverlaySnapshot().entries.map((entry) => entry.clientId)).toEqual([OTHER_CLIENT_ID, CLIENT_ID]);
  });

  it("updates an entry on a change, records a notice once, and fills the bar when the push is done", () => {
    addPushToOverlay(apiJob());
    expect(applyJobToOverlay(apiJob({ status: "COMPLETED_WITH_WARNINGS", progress: 100 }))).toBe(true);
    const [entry] = pushOverlaySnapshot().entries;
    expect(entry?.status).toBe("COMPLETED_WITH_WARNINGS");
    expect(entry?.progress).toBe(100);
    expect(pushOverlaySnapshot().notices.map((notice) => [notice.clientName, notice.status])).toEqual([
      ["Harborview Logistics", "warning"],
    ]);
    // The same answer again (the next poll) is no change.
    expect(applyJobToOverlay(apiJob({ status: "COMPLETED_WITH_WARNINGS", progress: 100 }))).toBe(false);
    expect(pushOverlaySnapshot().notices).toHaveLength(1);
  });

  it("resets a client listed again to loading", () => {
    addPushToOverlay(apiJob());
    applyJobToOverlay(apiJob({ status: "COMPLETED", progress: 100 }));
    expect(isAnyPushLoading(pushOverlaySnapshot().entries)).toBe(false);

    // The push answered with the previous, finished job (already running elsewhere): still shown as loading.
    addPushToOverlay(apiJob({ id: "2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a", createdAt: "2026-11-26T11:00:00.000Z" }));
    expect(pushOverlaySnapshot().entries).toHaveLength(1);
    expect(pushOverlaySnapshot().entries[0]?.status).toBe("IN_PROGRESS");
    expect(isAnyPushLoading(pushOverlaySnapshot().entries)).toBe(true);
  });

  it("ignores a job older than the one listed, and clients not listed", () => {
    addPushToOverlay(apiJob({ id: "2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a", createdAt: "2026-11-26T11:00:00.000Z" }));
    expect(applyJobToOverlay(apiJob({ status: "COMPLETED", createdAt: "2026-11-26T10:00:00.000Z" }))).toBe(false);
    expect(pushOverlaySnapshot().entries[0]?.status).toBe("IN_PROGRESS");
    expect(applyJobToOverlay(other)).toBe(false);
    expect(applyStatusToOverlay(OTHER_CLIENT_ID, other.id, "COMPLETED")).toBe(false);
  });

  it("takes the socket's status for the listed job", () => {
    addPushToOverlay(apiJob());
    expect(applyStatusToOverlay(CLIENT_ID, apiJob().id, "TIMEOUT")).toBe(true);
    expect(pushOverlaySnapshot().entries[0]).toMatchObject({ status: "TIMEOUT", progress: 100 });
    expect(pushOverlaySnapshot().notices[0]?.status).toBe("error");
  });

  it("hides when the last client is removed, and forgets it in storage", () => {
    addPushToOverlay(apiJob());
    addPushToOverlay(other);
    removePushFromOverlay(CLIENT_ID);
    expect(pushOverlaySnapshot().entries.map((entry) => entry.clientId)).toEqual([OTHER_CLIENT_ID]);
    removePushFromOverlay(OTHER_CLIENT_ID);
    expect(pushOverlaySnapshot().entries).toEqual([]);
    expect(window.localStorage.getItem(PUSH_OVERLAY_STORAGE_KEY)).toBeNull();
  });

  it("starts empty when storage holds something unreadable", () => {
    window.localStorage.setItem(PUSH_OVERLAY_STORAGE_KEY, "{not json");
    resetPushOverlayStore();
    expect(pushOverlaySnapshot().entries).toEqual([]);
  });
});
