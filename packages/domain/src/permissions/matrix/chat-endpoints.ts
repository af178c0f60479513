/** Permission-matrix entries for the live chat (issue 19, decision 030). See permission-matrix.ts. */
import { everyone, type PermissionMatrixEntry, signedIn, staffOnly } from "../matrix-callers";

/** No conversation has this id: staff reach the look-up (404) after the permission check others fail (401, 403). */
const UNKNOWN_CONVERSATION_ID = "00000000-0000-4000-8000-0000000000c1";
const conversation = { conversationId: UNKNOWN_CONVERSATION_ID };

export const CHAT_ENDPOINTS: readonly PermissionMatrixEntry[] = [
  {
    method: "GET",
    path: "/api/chat/availability",
    description: "Chat on a client's hub: whoever may read the client (an explorer page's is public)",
    expect: signedIn(200),
    tenantScoped: { param: "clientId", otherTenantStatus: 403 },
  },
  {
    method: "POST",
    path: "/api/chat/conversations",
    description: "Start a chat: anyone; a page that offers no chat is refused (409) alike for every caller",
    expect: everyone(409),
    body: {
      context: { type: "explorer", explorerPageId: "no-such-page" },
      pagePath: "/no-such-page",
      language: "en",
      firstMessage: "Hello",
    },
  },
  {
    method: "GET",
    path: "/api/chat/visitor/conversation",
    description: "A visitor's own conversation, named by its token only: without one, 404 for everyone",
    expect: everyone(404),
  },
  {
    method: "POST",
    path: "/api/chat/visitor/messages",
    description: "A visitor's message, by token only",
    expect: everyone(404),
    body: { body: "Hello" },
  },
  {
    method: "POST",
    path: "/api/chat/visitor/close",
    description: "A visitor ends their chat, by token only",
    expect: everyone(404),
  },
  {
    method: "POST",
    path: "/api/chat/visitor/transcript-email",
    description: "A visitor's transcript e-mail, by token only",
    expect: everyone(404),
    body: { email: "visitor@example.com" },
  },
  {
    method: "GET",
    path: "/api/chat/console",
    description: "Staff: the chat console",
    expect: staffOnly(200),
  },
  {
    method: "PUT",
    path: "/api/chat/console/availability",
    description: "Staff: set oneself available in a department",
    expect: staffOnly(200),
    body: { department: "DEMO", isAvailable: false },
  },
  {
    method: "GET",
    path: "/api/chat/conversations/:conversationId",
    description: "Staff: one conversation (an unknown id is 404)",
    expect: staffOnly(404),
    params: conversation,
  },
  {
    method: "POST",
    path: "/api/chat/conversations/:conversationId/take",
    description: "Staff: take a waiting conversation",
    expect: staffOnly(404),
    params: conversation,
  },
  {
    method: "POST",
    path: "/api/chat/conversations/:conversationId/messages",
    description: "Staff: reply in one's conversation",
    expect: staffOnly(404),
    params: conversation,
    body: { body: "Hello" },
  },
  {
    method: "POST",
    path: "/api/chat/conversations/:conversationId/close",
    description: "Staff: close a conversation",
    expect: staffOnly(404),
    params: conversation,
  },
  {
    method: "POST",
    path: "/api/chat/conversations/:conversationId/transcript-email",
    description: "Staff: e-mail a conversation's transcript",
    expect: staffOnly(404),
    params: conversation,
    body: { email: "visitor@example.com" },
  },
  {
    method: "GET",
    path: "/api/clients/:clientId/chat-transcripts",
    description: "Staff: a client's chat transcripts",
    expect: staffOnly(200),
    tenantScoped: { param: "clientId", otherTenantStatus: 403 },
  },
];
