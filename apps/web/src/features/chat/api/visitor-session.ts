/**
 * The visitor's open conversation in this tab (decision 030): the secret token the start returned and the
 * conversation's id, kept in sessionStorage under CHAT_VISITOR_STORAGE_KEY (this tab only, kept across reloads).
 */
import { CHAT_VISITOR_STORAGE_KEY } from "@onboard/domain/chat/chat-limits";

export interface VisitorSession {
  token: string;
  conversationId: string;
}

export function readVisitorSession(): VisitorSession | null {
  try {
    const raw = window.sessionStorage.getItem(CHAT_VISITOR_STORAGE_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return null;
    const { token, conversationId } = value as Record<string, unknown>;
    return typeof token === "string" && typeof conversationId === "string" ? { token, conversationId } : null;
  } catch {
    return null;
  }
}

export function saveVisitorSession(session: VisitorSession): void {
  try {
    window.sessionStorage.setItem(CHAT_VISITOR_STORAGE_KEY, JSON.stringify(session));
  } catch {
    // Storage disabled: the conversation still works until the page is left.
  }
}

export function forgetVisitorSession(): void {
  try {
    window.sessionStorage.removeItem(CHAT_VISITOR_STORAGE_KEY);
  } catch {
    // Nothing was kept.
  }
}
