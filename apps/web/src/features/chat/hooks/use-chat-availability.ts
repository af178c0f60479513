/**
 * Whether the page's chat department is online (spec §4: offline suppresses chat). Asked once with GET
 * /api/chat/availability, then kept live by the socket's `chat:department` notices and asked again whenever the tab
 * becomes visible. The footer's and the panel's entries share one store per context: one request, one listener.
 * Until the first answer the state is unsettled; a failed question settles it with no availability (no chat then).
 */
import type { CHAT_SOCKET_EVENTS, ChatAvailability, ChatContext } from "@onboard/domain/chat/chat-schemas";
import { useCallback, useSyncExternalStore } from "react";
import { parseChatDepartmentStatus } from "../api/chat-availability-payload";
import { listenOnChatSocket, setChatSocketAuth } from "../api/chat-socket";
import { getChatAvailability } from "../api/get-chat-availability";

export interface ChatAvailabilityState {
  /** null: not known (not asked yet, or the question failed). */
  availability: ChatAvailability | null;
  /** The first question has been answered or has failed. */
  isSettled: boolean;
}

const UNSETTLED: ChatAvailabilityState = { availability: null, isSettled: false };

interface Entry {
  state: ChatAvailabilityState;
  listeners: Set<() => void>;
  stop: () => void;
}

const entries = new Map<string, Entry>();

/** CHAT_SOCKET_EVENTS.department, typed against it: importing chat-schemas.ts itself would bring zod along. */
const DEPARTMENT_EVENT: (typeof CHAT_SOCKET_EVENTS)["department"] = "chat:department";

export function chatContextKey(context: ChatContext): string {
  return context.type === "explorer" ? `explorer:${context.explorerPageId}` : `hub:${context.clientId}`;
}

function publish(entry: Entry, availability: ChatAvailability | null): void {
  entry.state = { availability, isSettled: true };
  for (const listener of entry.listeners) listener();
}

function start(context: ChatContext, entry: Entry): () => void {
  let isStopped = false;
  let stopSocket: (() => void) | null = null;

  const onDepartment = (payload: unknown) => {
    const status = parseChatDepartmentStatus(payload);
    const current = entry.state.availability;
    if (!status || !current || current.department !== status.department) return;
    if (current.isOnline !== status.isOnline) publish(entry, { ...current, isOnline: status.isOnline });
  };

  const refresh = async () => {
    try {
      const availability = await getChatAvailability(context);
      if (isStopped) return;
      publish(entry, availability);
      if (availability.department && !stopSocket) {
        setChatSocketAuth({ department: availability.department });
        stopSocket = listenOnChatSocket(DEPARTMENT_EVENT, onDepartment);
      }
    } catch {
      // A known answer stays until the next one; without one, no chat is offered.
      if (!isStopped && !entry.state.isSettled) publish(entry, null);
    }
  };

  const onVisibilityChange = () => {
    if (document.visibilityState === "visible") void refresh();
  };

  void refresh();
  document.addEventListener("visibilitychange", onVisibilityChange);
  return () => {
    isStopped = true;
    document.removeEventListener("visibilitychange", onVisibilityChange);
    stopSocket?.();
  };
}

function subscribe(context: ChatContext, listener: () => void): () => void {
  const key = chatContextKey(context);
  let entry = entries.get(key);
  if (!entry) {
    const created: Entry = { state: UNSETTLED, listeners: new Set(), stop: () => undefined };
    entries.set(key, created);
    created.stop = start(context, created);
    entry = created;
  }
  entry.listeners.add(listener);
  const subscribed = entry;
  return () => {
    subscribed.listeners.delete(listener);
    if (subscribed.listeners.size > 0) return;
    subscribed.stop();
    if (entries.get(key) === subscribed) entries.delete(key);
  };
}

export function useChatAvailability(context: ChatContext): ChatAvailabilityState {
  const key = chatContextKey(context);
  // The key names the context: a new object for the same page must not resubscribe.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the context is read through its key.
  const onSubscribe = useCallback((listener: () => void) => subscribe(context, listener), [key]);
  const getSnapshot = useCallback(() => entries.get(key)?.state ?? UNSETTLED, [key]);
  return useSyncExternalStore(onSubscribe, getSnapshot, () => UNSETTLED);
}

/** For tests: every store stopped and forgotten. */
export function resetChatAvailability(): void {
  for (const entry of entries.values()) entry.stop();
  entries.clear();
}
