/**
 * The visitor's prepaid location (the state they live in) in localStorage under PREPAID_LOCATION_KEY, the same for
 * every page and every dental group, and followed across tabs through the storage event. Only the prepaid location
 * panel reads it, and only in the browser after hydration: the server's HTML never depends on it.
 */

import { PREPAID_LOCATION_KEY } from "@onboard/domain/common/storage-keys";
import type { UsState } from "@onboard/domain/common/us-states";
import { parseStoredPrepaidLocation, serializePrepaidLocation } from "@onboard/domain/explorer/prepaid-location";
import { useCallback, useMemo, useSyncExternalStore } from "react";

const listeners = new Set<() => void>();
/** Where the location is kept for the visit when storage is disabled (private mode, policies) or full. */
let unstored: { raw: string | null } | null = null;

function readRaw(): string | null {
  if (unstored) return unstored.raw;
  try {
    return window.localStorage.getItem(PREPAID_LOCATION_KEY);
  } catch {
    return null;
  }
}

function subscribe(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === PREPAID_LOCATION_KEY) listener();
  };
  listeners.add(listener);
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

function write(raw: string | null): void {
  try {
    if (raw === null) window.localStorage.removeItem(PREPAID_LOCATION_KEY);
    else window.localStorage.setItem(PREPAID_LOCATION_KEY, raw);
    unstored = null;
  } catch {
    unstored = { raw };
  }
  for (const listener of listeners) listener();
}

export function savePrepaidLocation(state: UsState): void {
  write(serializePrepaidLocation(state));
}

/** Forgets the visitor's state (a kiosk's "Start over"). */
export function clearPrepaidLocation(): void {
  write(null);
}

/** The visitor's state (null until they give one) and how to change it. */
export function usePrepaidLocation(): [UsState | null, (state: UsState) => void] {
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  const state = useMemo(() => parseStoredPrepaidLocation(raw), [raw]);
  const save = useCallback((next: UsState) => savePrepaidLocation(next), []);
  return [state, save];
}
