/** Keyset paging (issue 21): where a list's next page starts, from a page's cursor (validation/list-cursor.ts). */
import { decodeListCursor } from "@onboard/domain/validation/list-cursor";
import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/**
 * The rows after the cursor in the list's order: a row comparison of the sort key and the id, which enters the order's
 * index at the cursor. Undefined without a cursor. The query's schema has checked that the cursor is one of its order.
 */
export function afterListCursor(
  query: { after?: string | undefined; sortDirection?: "asc" | "desc" | undefined },
  sortKey: SQL | AnyColumn,
  id: AnyColumn,
): SQL | undefined {
  const cursor = query.after ? decodeListCursor(query.after) : null;
  if (!cursor) return undefined;
  const comparison = sql.raw(query.sortDirection === "desc" ? "<" : ">");
  return sql`(${sortKey}, ${id}) ${comparison} (${cursor.key}, ${cursor.id})`;
}
