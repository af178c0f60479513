/** GET /api/emails (+ /count) and GET /api/clients/:clientId/emails: one page of the outbox, and the total. */
import type { EmailListItem, EmailListQuery } from "@onboard/domain/emails/email-schemas";
import type { CappedTotal } from "../../db/capped-count";
import type { Database } from "../../db/client";
import { presentEmailListItem } from "./presenter";
import { countEmails, listEmails } from "./repository";

/** One page, and where the next one starts (`after`) when it is full: null on a last page. */
export async function listEmailPage(
  db: Database,
  query: EmailListQuery,
  clientId: string | null = null,
): Promise<{ data: EmailListItem[]; nextCursor: string | null }> {
  const { rows, nextCursor } = await listEmails(db, query, clientId);
  return { data: rows.map(presentEmailListItem), nextCursor };
}

/**
 * The `Link` header (RFC 8288) of GET /api/emails, whose answer is the page alone: the same request after the page's
 * next cursor, `rel="next"`; null on a last page.
 */
export function nextPageLink(
  path: string,
  rawQuery: Record<string, unknown>,
  nextCursor: string | null,
): string | null {
  if (!nextCursor) return null;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(rawQuery)) {
    if (name !== "after" && name !== "offset" && value !== undefined) params.set(name, String(value));
  }
  params.set("after", nextCursor);
  return `<${path}?${params.toString()}>; rel="next"`;
}

export async function countEmailMatches(
  db: Database,
  query: EmailListQuery,
  clientId: string | null = null,
): Promise<CappedTotal> {
  return countEmails(db, query, clientId);
}
