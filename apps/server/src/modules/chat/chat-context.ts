/**
 * Which department a chat opened in a context shows (decision 030): an explorer page found as the public explorer
 * finds it (id or vanity slug, not deleted) shows Demo when it is not live, Live when it is live with its contact-us
 * chat on, and nothing otherwise (an unknown page too); a client's hub shows Live, to whoever may read the client.
 */
import {
  type ChatDepartment,
  chatDepartmentForExplorerPage,
  HUB_CHAT_DEPARTMENT,
} from "@onboard/domain/chat/chat-departments";
import type { ChatContext } from "@onboard/domain/chat/chat-schemas";
import type { Actor } from "../../core/actor";
import type { Database } from "../../db/client";
import { findLivePageByIdOrSlug } from "../explorer-pages/index";
import { authorizeHubClient } from "./hub-client-access";

export interface ResolvedChatContext {
  department: ChatDepartment | null;
  clientId: string | null;
  explorerPageId: string | null;
  visitorUserId: string | null;
}

export async function resolveChatContext(
  actor: Actor,
  db: Database,
  context: ChatContext,
): Promise<ResolvedChatContext> {
  if (context.type === "hub") {
    const user = await authorizeHubClient(actor, db, context.clientId);
    return {
      department: HUB_CHAT_DEPARTMENT,
      clientId: context.clientId,
      explorerPageId: null,
      visitorUserId: user.id,
    };
  }
  const page = await findLivePageByIdOrSlug(db, context.explorerPageId);
  if (!page) return { department: null, clientId: null, explorerPageId: null, visitorUserId: null };
  const department = chatDepartmentForExplorerPage({
    isLive: page.isLive,
    isLiveChatEnabled: page.enableContactUsLiveChat,
  });
  return {
    department,
    clientId: page.clientId,
    explorerPageId: context.explorerPageId,
    visitorUserId: actor.user?.id ?? null,
  };
}
