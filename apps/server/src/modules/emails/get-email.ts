/**
 * GET /api/emails/:id and GET /api/clients/:clientId/emails/:emailId: one e-mail with its body, status history,
 * error users and recipients. Through a client, an e-mail of another client is 404, like an unknown one.
 */
import { EMAIL_MESSAGES, type EmailDetail } from "@onboard/domain/emails/email-schemas";
import type { Database } from "../../db/client";
import { notFound } from "../../errors/app-error";
import { presentEmailDetail } from "./presenter";
import { findEmail, statusHistoryOf, usersByEmail } from "./repository";

export async function getEmail(db: Database, id: string, clientId: string | null = null): Promise<EmailDetail> {
  const row = await findEmail(db, id);
  if (!row || (clientId !== null && row.clientId !== clientId)) throw notFound(EMAIL_MESSAGES.emailNotFound);
  const [history, knownUsers] = await Promise.all([statusHistoryOf(db, id), usersByEmail(db, [...row.to, ...row.cc])]);
  return presentEmailDetail(row, history, knownUsers);
}
