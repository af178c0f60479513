/**
 * The e-mail lists' order (issue 21): the sort key, then the creation time and the id, all in one direction, and the
 * keyset cursors of that order (validation/list-cursor.ts).
 */
import type { EmailListQuery } from "@onboard/domain/emails/email-schemas";
import { decodeListCursor, encodeListCursor } from "@onboard/domain/validation/list-cursor";
import { type AnyColumn, asc, desc, type SQL, sql } from "drizzle-orm";
import { rowsAfter } from "../../db/keyset";
import { emails } from "../../db/schema/index";

/**
 * The sort keys. Never-sent e-mails sort last either way: their sending time is keyed as infinity going up and as
 * -infinity going down (emails_sent_at_order_idx, emails_sent_at_desc_order_idx), so that a cursor's row comparison
 * enters the index as in the other orders.
 */
export function sortKeyOf(query: EmailListQuery): SQL | AnyColumn {
  const sortBy = query.sortBy ?? "createdAt";
  if (sortBy !== "sentAt") return SORT_COLUMNS[sortBy];
  return query.sortDirection === "asc"
    ? sql`coalesce(${emails.sentAt}, 'infinity'::timestamptz)`
    : sql`coalesce(${emails.sentAt}, '-infinity'::timestamptz)`;
}

const SORT_COLUMNS = {
  createdAt: emails.createdAt,
  subject: sql`lower(${emails.subject})`,
  to: sql`lower((${emails.to})[1])`,
  status: emails.status,
} as const;

/**
 * The e-mails after the query's cursor in its order (keyset paging): a row comparison of the sort key, the creation
 * time and the id (the creation time and the id in the newest-first order), which enters the order's index at the
 * cursor. Undefined without a cursor; the query's schema has checked the cursor's order and the shape of its keys.
 */
export function afterEmailCursor(query: EmailListQuery): SQL | undefined {
  const cursor = query.after ? decodeListCursor(query.after) : null;
  if (!cursor) return undefined;
  const sortBy = query.sortBy ?? "createdAt";
  const keys = sortBy === "createdAt" ? [emails.createdAt, emails.id] : [sortKeyOf(query), emails.createdAt, emails.id];
  const values = sortBy === "createdAt" ? [cursor.key, cursor.id] : [cursor.key, cursor.createdAt ?? "", cursor.id];
  return rowsAfter(keys, values, query.sortDirection ?? "desc");
}

/** The fields a page's last row gives its next cursor: its sort key and creation time as Postgres prints them. */
export function cursorFields(query: EmailListQuery, table: { createdAt: AnyColumn | SQL } = emails) {
  return {
    cursorKey: sql<string>`(${sortKeyOf(query)})::text`.as("cursor_key"),
    cursorCreatedAt: sql<string>`(${table.createdAt})::text`.as("cursor_created_at"),
  };
}

/** Where the page after `rows` starts, when they are a full page; otherwise null (the last page). */
export function nextEmailCursor(
  query: EmailListQuery,
  rows: readonly { id: string; cursorKey: string; cursorCreatedAt: string }[],
): string | null {
  const last = rows.length === query.limit ? rows.at(-1) : undefined;
  if (!last) return null;
  const sortBy = query.sortBy ?? "createdAt";
  return encodeListCursor({
    sortBy,
    sortDirection: query.sortDirection ?? "desc",
    key: last.cursorKey,
    id: last.id,
    ...(sortBy !== "createdAt" && { createdAt: last.cursorCreatedAt }),
  });
}

/**
 * The list's order: the sort column, then the creation time and the id, all in one direction, so that one index per
 * sort column (emails_*_order_idx, emails_status_idx, emails_created_at_idx) serves both directions; never-sent
 * e-mails last either way (emails_sent_at_order_idx and emails_sent_at_desc_order_idx).
 */
export function listOrder(
  query: EmailListQuery,
  table: { createdAt: AnyColumn | SQL; id: AnyColumn | SQL },
  key: SQL | AnyColumn,
) {
  const direction = query.sortDirection === "asc" ? asc : desc;
  return [direction(key), direction(table.createdAt), direction(table.id)];
}
