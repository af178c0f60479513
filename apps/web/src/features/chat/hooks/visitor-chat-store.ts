/**
 * The visitor's conversation, shared by whichever entry shows the widget (the footer's or the panel's), so closing
 * the widget keeps it and reopening shows it. Restored from this tab's stored token; a token the server no longer
 * knows (404) is forgotten, and the visitor may start again. Every write goes through REST; socket notices refetch.
 */
import type { EmailTranscriptInput, StartChatInput, VisitorConversation } from "@onboard/domain/chat/chat-schemas";
import { useSyncExternalStore } from "react";
import { isApiError } from "../../../lib/api-client";
import { setChatSocketAuth } from "../api/chat-socket";
import {
  closeVisitorConversation,
  emailVisitorTranscript,
  getVisitorConversation,
  sendVisitorMessage,
  startChat,
} from "../api/visitor-chat";
import { forgetVisitorSession, readVisitorSession, saveVisitorSession } from "../api/visitor-session";

export interface VisitorChatState {
  conversation: VisitorConversation | null;
  /** A stored conversation is being fetched (the widget waits before offering a new chat). */
  isRestoring: boolean;
}

const INITIAL: VisitorChatState = { conversation: null, isRestoring: false };
let state: VisitorChatState = INITIAL;
let restoring: Promise<void> | null = null;
let isRefreshDue = false;
const listeners = new Set<() => void>();

function setState(next: Partial<VisitorChatState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function forget(): void {
  forgetVisitorSession();
  setChatSocketAuth({ visitorToken: undefined });
  setState({ conversation: null });
}

/** Runs a call with the stored token; a 404 means the token is stale (forgotten), other failures are thrown. */
async function withToken<T>(call: (token: string) => Promise<T>): Promise<T | null> {
  const session = readVisitorSession();
  if (!session) {
    forget();
    return null;
  }
  try {
    return await call(session.token);
  } catch (error) {
    if (isApiError(error) && error.status === 404) {
      forget();
      return null;
    }
    throw error;
  }
}

/** Fetches the conversation again (on open, and on each socket notice). Failures leave what is shown. */
export function refreshVisitorChat(): Promise<void> {
  // A notice during a fetch may be newer than its answer: fetch once more after it.
  if (restoring) {
    isRefreshDue = true;
    return restoring;
  }
  if (!readVisitorSession()) return Promise.resolve();
  setState({ isRestoring: state.conversation === null });
  restoring = withToken(getVisitorConversation)
    .then((conversation) => {
      if (conversation) {
        setChatSocketAuth({ visitorToken: readVisitorSession()?.token });
        setState({ conversation });
      }
    })
    .catch(() => undefined)
    .finally(() => {
      restoring = null;
      setState({ isRestoring: false });
      if (isRefreshDue) {
        isRefreshDue = false;
        void refreshVisitorChat();
      }
    });
  return restoring;
}

export async function startVisitorChat(input: StartChatInput): Promise<void> {
  const { conversation, visitorToken } = await startChat(input);
  saveVisitorSession({ token: visitorToken, conversationId: conversation.id });
  setChatSocketAuth({ visitorToken });
  setState({ conversation });
}

export async function sendVisitorChatMessage(body: string): Promise<void> {
  const conversation = await withToken((token) => sendVisitorMessage(token, { body }));
  if (conversation) setState({ conversation });
}

export async function endVisitorChat(): Promise<void> {
  const conversation = await withToken(closeVisitorConversation);
  if (conversation) setState({ conversation });
}

export async function emailVisitorChatTranscript(input: EmailTranscriptInput): Promise<void> {
  await withToken((token) => emailVisitorTranscript(token, input));
}

/** After an ended chat: the widget offers a new one. */
export function startOverVisitorChat(): void {
  forget();
}

export function useVisitorChat(): VisitorChatState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => INITIAL,
  );
}

/** For tests: nothing known, nothing loading. */
export function resetVisitorChat(): void {
  state = INITIAL;
  restoring = null;
  isRefreshDue = false;
  listeners.clear();
}
