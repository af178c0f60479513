/** The conversation a visitor's token names, for the socket's handshake (null when it names none). */
import type { Database } from "../../db/client";
import { findConversationByTokenHash } from "./repository";
import { hashVisitorToken } from "./visitor-token";

export async function findVisitorConversationId(db: Database, token: string): Promise<string | null> {
  if (token.length === 0 || token.length > 200) return null;
  const row = await findConversationByTokenHash(db, hashVisitorToken(token));
  return row?.id ?? null;
}
