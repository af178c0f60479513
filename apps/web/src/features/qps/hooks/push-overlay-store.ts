/**
 * The "Push to QPS" overlay's list (spec §2, §4): the clients pushed from this browser, kept in localStorage so that
 * it survives a reload, in one store that the overlay, the push button and the polling share. Rules (§4): adding a
 * client already listed resets it to loading; a change of status updates the entry and records a notice; removing
 * the last one leaves the list empty (the overlay hides).
 */
import { QPS_PUSH_OVERLAY_KEY } from "@onboard/domain/common/storage-keys";
import { API_JOB_STATUSES, type ApiJobStatus } from "@onboard/domain/explorer/benefit-types";
import { type PushDisplayStatus, pushDisplayStatus } from "@onboard/domain/qps/push-status";
import type { ApiJob } from "@onboard/domain/qps/qps-api";
import { useSyncExternalStore } from "react";
import { z } from "zod";

export const PUSH_OVERLAY_STORAGE_KEY = QPS_PUSH_OVERLAY_KEY;

const entrySchema = z.object({
  clientId: z.string().min(1),
  clientName: z.string(),
  caseId: z.string(),
  apiJobId: z.string().nullable(),
  /** When the listed job was created: an older job the server still reports says nothing of it. */
  createdAt: z.string().nullable(),
  status: z.enum(API_JOB_STATUSES),
  progress: z.number().min(0).max(100),
});
export type PushOverlayEntry = z.infer<typeof entrySchema>;

/** A change the overlay announces: "{client name}: Successfully pushed". */
export interface PushNotice {
  clientId: string;
  clientName: string;
  status: PushDisplayStatus;
  /** Increases with every notice, so that the same text twice is still announced. */
  sequence: number;
}

export interface PushOverlaySnapshot {
  entries: readonly PushOverlayEntry[];
  notices: readonly PushNotice[];
}

/** At most this many notices are kept (the latest first). */
const NOTICES_KEPT = 5;

const EMPTY: PushOverlaySnapshot = { entries: [], notices: [] };
let snapshot: PushOverlaySnapshot | null = null;
let sequence = 0;
const listeners = new Set<() => void>();

function readStorage(): PushOverlayEntry[] {
  try {
    const raw = window.localStorage.getItem(PUSH_OVERLAY_STORAGE_KEY);
    if (raw === null) return [];
    const parsed = z.array(entrySchema).safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

function current(): PushOverlaySnapshot {
  if (!snapshot) snapshot = { entries: readStorage(), notices: [] };
  return snapshot;
}

function write(next: PushOverlaySnapshot): void {
  const previous = current();
  snapshot = next;
  if (next.entries !== previous.entries) {
    try {
      if (next.entries.length === 0) window.localStorage.removeItem(PUSH_OVERLAY_STORAGE_KEY);
      else window.localStorage.setItem(PUSH_OVERLAY_STORAGE_KEY, JSON.stringify(next.entries));
    } catch {
      // Storage full or disabled: the overlay still works for this visit.
    }
  }
  for (const listener of listeners) listener();
}

function entryOf(job: ApiJob): PushOverlayEntry {
  return {
    clientId: job.clientId,
    clientName: job.clientName,
    caseId: job.caseId,
    apiJobId: job.id,
    createdAt: job.createdAt,
    status: job.status,
    progress: job.progress,
  };
}

/** A push started from this browser: the client is listed (or listed again) as loading, at the top. */
export function addPushToOverlay(job: ApiJob): void {
  const entry: PushOverlayEntry = { ...entryOf(job), status: "IN_PROGRESS", progress: isDone(job) ? 0 : job.progress };
  const others = current().entries.filter((listed) => listed.clientId !== job.clientId);
  write({ ...current(), entries: [entry, ...others] });
}

function isDone(job: ApiJob): boolean {
  return pushDisplayStatus(job.status) !== "loading";
}

function withNotice(notices: readonly PushNotice[], entry: PushOverlayEntry): PushNotice[] {
  sequence += 1;
  const notice: PushNotice = {
    clientId: entry.clientId,
    clientName: entry.clientName,
    status: pushDisplayStatus(entry.status),
    sequence,
  };
  return [notice, ...notices].slice(0, NOTICES_KEPT);
}

/**
 * A client's latest job as the server reports it (poll or socket). Only a listed client changes; a job older than
 * the one listed is ignored. Returns whether the entry's status changed (the caller refreshes that client's queries).
 */
export function applyJobToOverlay(job: ApiJob): boolean {
  const state = current();
  const listed = state.entries.find((entry) => entry.clientId === job.clientId);
  if (!listed) return false;
  // A poll answered before the push was accepted still names the previous job: it says nothing of the new one.
  if (listed.createdAt !== null && Date.parse(job.createdAt) < Date.parse(listed.createdAt)) return false;
  return applyStatus(job.clientId, job.status, {
    apiJobId: job.id,
    createdAt: job.createdAt,
    progress: job.progress,
    caseId: job.caseId,
  });
}

/** The socket's event: the job's new status (no progress); a finished job shows full progress. */
export function applyStatusToOverlay(clientId: string, apiJobId: string, status: ApiJobStatus): boolean {
  const listed = current().entries.find((entry) => entry.clientId === clientId);
  if (!listed) return false;
  if (listed.apiJobId !== null && listed.apiJobId !== apiJobId) return false;
  return applyStatus(clientId, status, {});
}

function applyStatus(
  clientId: string,
  status: ApiJobStatus,
  update: Partial<Pick<PushOverlayEntry, "apiJobId" | "createdAt" | "progress" | "caseId">>,
): boolean {
  const state = current();
  let changed: PushOverlayEntry | null = null;
  let isStatusChanged = false;
  const entries = state.entries.map((entry) => {
    if (entry.clientId !== clientId) return entry;
    isStatusChanged = entry.status !== status;
    const progress = pushDisplayStatus(status) === "loading" ? (update.progress ?? entry.progress) : 100;
    const next = { ...entry, ...update, status, progress };
    if (next.status === entry.status && next.progress === entry.progress && next.apiJobId === entry.apiJobId) {
      return entry;
    }
    changed = next;
    return next;
  });
  if (!changed) return false;
  const shouldNotify = isStatusChanged && pushDisplayStatus(status) !== "loading";
  write({ entries, notices: shouldNotify ? withNotice(state.notices, changed) : state.notices });
  return isStatusChanged;
}

export function removePushFromOverlay(clientId: string): void {
  const state = current();
  write({
    entries: state.entries.filter((entry) => entry.clientId !== clientId),
    notices: state.notices.filter((notice) => notice.clientId !== clientId),
  });
}

export function dismissPushNotice(sequenceOfNotice: number): void {
  const state = current();
  write({ ...state, notices: state.notices.filter((notice) => notice.sequence !== sequenceOfNotice) });
}

export function pushOverlaySnapshot(): PushOverlaySnapshot {
  return current();
}

export function isAnyPushLoading(entries: readonly PushOverlayEntry[]): boolean {
  return entries.some((entry) => pushDisplayStatus(entry.status) === "loading");
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function onStorage(event: StorageEvent): void {
  if (event.key !== null && event.key !== PUSH_OVERLAY_STORAGE_KEY) return;
  snapshot = { ...current(), entries: readStorage() };
  for (const listener of listeners) listener();
}

let isListeningToStorage = false;

export function usePushOverlay(): PushOverlaySnapshot {
  if (!isListeningToStorage && typeof window !== "undefined") {
    // Another tab's pushes join this one's list.
    window.addEventListener("storage", onStorage);
    isListeningToStorage = true;
  }
  return useSyncExternalStore(subscribe, current, () => EMPTY);
}

/** For the test set-up: the store as a newly loaded page has it (read again from storage). */
export function resetPushOverlayStore(): void {
  snapshot = null;
  sequence = 0;
}
