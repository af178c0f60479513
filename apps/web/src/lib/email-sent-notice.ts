/**
 * The "e-mail just sent" notice (spec §2, §9: a toast for 3 seconds on client pages). Whatever sends an e-mail calls
 * `announceEmailSent` with the stored e-mail's id; the toast component in the layouts subscribes through
 * `useEmailSentNotice`. A tiny store rather than context, so that a mutation's onSuccess can call it anywhere.
 */
import { useSyncExternalStore } from "react";

export { EMAIL_TOAST_MS } from "./ui-settings";

export interface EmailSentNotice {
  emailId: string;
  /** The client the e-mail concerns: the toast links to that client's e-mail, else to the all-e-mails page. */
  clientId: string | null;
  /** Increases with every announcement, so that a second send restarts the toast. */
  sequence: number;
}

let current: EmailSentNotice | null = null;
let sequence = 0;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function announceEmailSent(emailId: string, clientId: string | null = null): void {
  sequence += 1;
  current = { emailId, clientId, sequence };
  emit();
}

export function dismissEmailSentNotice(): void {
  current = null;
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useEmailSentNotice(): EmailSentNotice | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
