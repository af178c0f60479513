/**
 * Which chat entry has the widget open (the footer's or the panel's), so one widget shows at a time, beside the entry
 * that opened it: Escape returns focus there. Closing the widget keeps the conversation (visitor-chat-store.ts).
 */
import { useSyncExternalStore } from "react";

let openerId: string | null = null;
const listeners = new Set<() => void>();

function set(next: string | null): void {
  openerId = next;
  for (const listener of listeners) listener();
}

export const openChatWidget = (entryId: string) => set(entryId);
export const closeChatWidget = () => set(null);

/** The id of the entry that has the widget open, or null. */
export function useChatWidgetOpener(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => openerId,
    () => null,
  );
}

export function resetChatWidget(): void {
  openerId = null;
  listeners.clear();
}
