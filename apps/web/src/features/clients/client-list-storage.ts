/**
 * Where the internal client list keeps its search, sort and filters (benefits-explorer spec §3, "client table filters
 * per client"): in localStorage under onboard.clients.tableFilters.{signed-in user's id}. The "client" of that line is
 * the one using the table, so each person signed in on this browser gets their own filters back (a list of all
 * clients has no one client to key them by). What is read back is restored field by field: unreadable JSON, a field
 * of the wrong shape or a value the product no longer knows is dropped, the rest is kept.
 */
import { CLIENT_SORT_FIELDS, type ClientSortField } from "@onboard/domain/clients/client-schemas";
import {
  CLIENT_ERROR_TYPES,
  type ClientErrorType,
  PHASES,
  type Phase,
  RELEASE_STATUSES,
  type ReleaseStatus,
} from "@onboard/domain/clients/enums";
import { clientTableFiltersKey, listStateKey } from "@onboard/domain/common/storage-keys";
import { z } from "zod";

export interface ClientListState {
  search: string;
  sortBy: ClientSortField;
  sortDirection: "asc" | "desc";
  phaseIds: Phase[];
  releaseStatuses: ReleaseStatus[];
  errorTypes: ClientErrorType[];
  includeArchived: boolean;
}

export const DEFAULT_CLIENT_LIST_STATE: ClientListState = {
  search: "",
  sortBy: "name",
  sortDirection: "asc",
  phaseIds: [],
  releaseStatuses: [],
  errorTypes: [],
  includeArchived: false,
};

/** The key of one signed-in user's client list state. */
export function clientListStorageKey(userId: string): string {
  return clientTableFiltersKey(userId);
}

/** Where the list kept its state before it followed the spec's key (moved over once, see adoptLegacyClientListState). */
export function legacyClientListStorageKey(userId: string): string {
  return listStateKey("clients", userId);
}

function known<T extends string>(values: readonly T[], stored: unknown): T[] {
  if (!Array.isArray(stored)) return [];
  return [...new Set(stored.filter((value): value is T => values.includes(value as T)))];
}

function oneOf<T extends string>(values: readonly T[], stored: unknown, fallback: T): T {
  return values.includes(stored as T) ? (stored as T) : fallback;
}

/** What was stored, as a state the list can use: every field valid on its own, or its default. */
export function restoreClientListState(stored: unknown): ClientListState {
  if (typeof stored !== "object" || stored === null || Array.isArray(stored)) return DEFAULT_CLIENT_LIST_STATE;
  const saved = stored as Record<string, unknown>;
  const defaults = DEFAULT_CLIENT_LIST_STATE;
  return {
    search: typeof saved.search === "string" ? saved.search : defaults.search,
    sortBy: oneOf(CLIENT_SORT_FIELDS, saved.sortBy, defaults.sortBy),
    sortDirection: oneOf(["asc", "desc"] as const, saved.sortDirection, defaults.sortDirection),
    phaseIds: known(PHASES, saved.phaseIds),
    releaseStatuses: known(RELEASE_STATUSES, saved.releaseStatuses),
    errorTypes: known(CLIENT_ERROR_TYPES, saved.errorTypes),
    includeArchived: typeof saved.includeArchived === "boolean" ? saved.includeArchived : defaults.includeArchived,
  };
}

/** The schema the persistent state reads with: anything parses, and comes out restored. */
export const clientListStateSchema: z.ZodType<ClientListState> = z.unknown().transform(restoreClientListState);

/**
 * Moves a state kept under the legacy key to the spec's key, unless the user already has one there; the legacy
 * entry is removed either way. Storage that cannot be read or written is left alone.
 */
export function adoptLegacyClientListState(storage: Storage, userId: string): void {
  try {
    const legacyKey = legacyClientListStorageKey(userId);
    const legacy = storage.getItem(legacyKey);
    if (legacy === null) return;
    if (storage.getItem(clientListStorageKey(userId)) === null) storage.setItem(clientListStorageKey(userId), legacy);
    storage.removeItem(legacyKey);
  } catch {
    // Storage disabled: nothing to move.
  }
}
