/**
 * The favourite plans of each explorer page, in localStorage (favouritePlansKey) and shared by every component
 * through one store, so the nav badge and the cards agree at once; other tabs are followed through the storage event.
 * `bumped` stays true for SAVED_PLAN_BADGE_BUMP_MS after each change (spec §9), for the badge's bump.
 */
import { favouritePlansKey } from "@onboard/domain/common/storage-keys";
import { parseStoredFavourites } from "@onboard/domain/explorer/favourite-plans";
import { SAVED_PLAN_BADGE_BUMP_MS } from "../../../lib/ui-settings";

export interface FavouritesSnapshot {
  /** As stored, not yet pruned to the page's plans. */
  ids: readonly string[];
  bumped: boolean;
}

interface Entry {
  snapshot: FavouritesSnapshot;
  listeners: Set<() => void>;
  bumpTimer: ReturnType<typeof setTimeout> | null;
}

const entries = new Map<string, Entry>();
let isListeningToStorage = false;

function readStorage(pageId: string): string[] {
  try {
    return parseStoredFavourites(window.localStorage.getItem(favouritePlansKey(pageId)));
  } catch {
    // Storage disabled (private mode, policies): favourites last for the visit only.
    return [];
  }
}

function entryFor(pageId: string): Entry {
  let entry = entries.get(pageId);
  if (!entry) {
    entry = { snapshot: { ids: readStorage(pageId), bumped: false }, listeners: new Set(), bumpTimer: null };
    entries.set(pageId, entry);
  }
  return entry;
}

function emit(entry: Entry): void {
  for (const listener of entry.listeners) listener();
}

function onStorage(event: StorageEvent): void {
  for (const [pageId, entry] of entries) {
    if (event.key !== null && event.key !== favouritePlansKey(pageId)) continue;
    entry.snapshot = { ...entry.snapshot, ids: readStorage(pageId) };
    emit(entry);
  }
}

export function subscribeFavourites(pageId: string, listener: () => void): () => void {
  const entry = entryFor(pageId);
  entry.listeners.add(listener);
  if (!isListeningToStorage) {
    window.addEventListener("storage", onStorage);
    isListeningToStorage = true;
  }
  return () => {
    entry.listeners.delete(listener);
  };
}

export function favouritesSnapshot(pageId: string): FavouritesSnapshot {
  return entryFor(pageId).snapshot;
}

/**
 * Stores the new list. A user's change bumps the badge; pruning what vanished from the page does not (`bump: false`).
 */
export function writeFavourites(pageId: string, ids: readonly string[], options: { bump: boolean }): void {
  const entry = entryFor(pageId);
  try {
    window.localStorage.setItem(favouritePlansKey(pageId), JSON.stringify(ids));
  } catch {
    // Storage full or disabled: the list still works for this visit.
  }
  if (options.bump) {
    if (entry.bumpTimer) clearTimeout(entry.bumpTimer);
    entry.bumpTimer = setTimeout(() => {
      entry.bumpTimer = null;
      entry.snapshot = { ...entry.snapshot, bumped: false };
      emit(entry);
    }, SAVED_PLAN_BADGE_BUMP_MS);
  }
  entry.snapshot = { ids: [...ids], bumped: options.bump || entry.snapshot.bumped };
  emit(entry);
}

/** Forgets every cached page (tests start from a clean store). */
export function resetFavouritesStore(): void {
  for (const entry of entries.values()) if (entry.bumpTimer) clearTimeout(entry.bumpTimer);
  entries.clear();
}
