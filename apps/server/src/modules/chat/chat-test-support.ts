/** Test support for the chat's integration tests: pages of each kind, agents, and visitor and staff requests. */

import type { ChatDepartment } from "@onboard/domain/chat/chat-departments";
import { CHAT_VISITOR_TOKEN_HEADER } from "@onboard/domain/chat/chat-limits";
import type { StartChatResponse } from "@onboard/domain/chat/chat-schemas";
import { buildExplorerPage } from "../../../test/factories/index";
import { createSessionFor, type TestSession } from "../../../test/sessions";
import { csrfHeaders, sessionRequester, type TestApp } from "../../../test/test-app";
import { chatAgentAvailability } from "../../db/schema/index";

let addressCounter = 0;
/** A fresh caller address, so that the per-address start limit of one test does not reach the next. */
export const freshAddress = () => `10.9.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

export function chatTestSupport(t: TestApp) {
  const as = sessionRequester(t);
  const db = t.database.db;

  const pages = {
    demo: () => buildExplorerPage(db, { isLive: false }),
    liveWithChat: () => buildExplorerPage(db, { isLive: true, enableContactUsLiveChat: true }),
    liveWithoutChat: () => buildExplorerPage(db, { isLive: true, enableContactUsLiveChat: false }),
  };

  async function agent(role: "SLF_ADMIN" | "SLF_OWNER" = "SLF_ADMIN"): Promise<TestSession> {
    return createSessionFor(db, { role });
  }

  async function setAvailable(session: TestSession, department: ChatDepartment, isAvailable = true) {
    const response = await as(session.cookie, "PUT", "/api/chat/console/availability", { department, isAvailable });
    if (response.statusCode !== 200) throw new Error(`availability: ${response.statusCode} ${response.body}`);
    return response;
  }

  /** Nobody available anywhere. */
  async function everyoneAway() {
    await db.delete(chatAgentAvailability);
  }

  async function startRaw(body: object, headers: Record<string, string> = {}) {
    return t.app.inject({
      method: "POST",
      url: "/api/chat/conversations",
      headers: { ...(await csrfHeaders(t.app)), ...headers },
      remoteAddress: freshAddress(),
      payload: body,
    });
  }

  function startBody(explorerPageId: string, firstMessage = "Hello, I have a question") {
    return {
      context: { type: "explorer", explorerPageId },
      pagePath: `/benefits-explorer/${explorerPageId}`,
      language: "en",
      firstMessage,
    };
  }

  /** Starts a chat on a live page with chat (its department made online by a new agent); the response and agent. */
  async function startedChat(options: { language?: "en" | "es"; visitorEmail?: string } = {}) {
    const page = await pages.liveWithChat();
    const available = await agent();
    await setAvailable(available, "LIVE");
    const response = await startRaw({ ...startBody(page.id), ...options });
    if (response.statusCode !== 201) throw new Error(`start: ${response.statusCode} ${response.body}`);
    return { page, agent: available, started: response.json<StartChatResponse>() };
  }

  async function visitor(
    token: string | null,
    method: "GET" | "POST",
    url: string,
    payload?: object,
    remoteAddress?: string,
  ) {
    const headers: Record<string, string> = method === "GET" ? {} : await csrfHeaders(t.app);
    if (token !== null) headers[CHAT_VISITOR_TOKEN_HEADER] = token;
    return t.app.inject({
      method,
      url,
      headers,
      ...(payload ? { payload } : {}),
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  }

  return { as, db, pages, agent, setAvailable, everyoneAway, startRaw, startBody, startedChat, visitor };
}
