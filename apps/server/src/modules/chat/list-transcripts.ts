/** Use case: a client's chat transcripts for carrier staff, newest first (the route checks the caller is staff). */
import type { ChatTranscriptList } from "@onboard/domain/chat/chat-schemas";
import type { Database } from "../../db/client";
import { notFound } from "../../errors/app-error";
import { presentSummary } from "./presenter";
import { findClient, listClientConversations } from "./repository";

export async function listClientTranscripts(db: Database, clientId: string): Promise<ChatTranscriptList> {
  if (!(await findClient(db, clientId))) throw notFound();
  return { items: (await listClientConversations(db, clientId)).map(presentSummary) };
}
