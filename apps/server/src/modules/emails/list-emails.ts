/** GET /api/emails (+ /count) and GET /api/clients/:clientId/emails: one page of the outbox, and the total. */
import type { EmailListItem, EmailListQuery } from "@onboard/domain/emails/email-schemas";
import type { CappedTotal } from "../../db/capped-count";
import type { Database } from "../../db/client";
import { presentEmailListItem } from "./presenter";
import { countEmails, listEmails } from "./repository";

export async function listEmailPage(
  db: Database,
  query: EmailListQuery,
  clientId: string | null = null,
): Promise<EmailListItem[]> {
  return (await listEmails(db, query, clientId)).map(presentEmailListItem);
}

export async function countEmailMatches(
  db: Database,
  query: EmailListQuery,
  clientId: string | null = null,
): Promise<CappedTotal> {
  return countEmails(db, query, clientId);
}
