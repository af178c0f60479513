/** Keyset paging (issue 21): where a list's next page starts, from a page's cursor (validation/list-cursor.ts). */
import { decodeListCursor } from "@onboard/domain/validation/list-cursor";
import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/**
 * The rows after `values` in an order of `keys` (the id last), all in one direction: a row comparison, which enters
 * the order's index at those values.
 */
export function rowsAfter(
  keys: readonly (SQL | AnyColumn)[],
  values: readonly string[],
  direction: "asc" | "desc",
): SQL {
  const comparison = sql.raw(direction === "desc" ? "<" : ">");
  return sql`(${sql.join(keys as (SQL | AnyColumn)[], sql`, `)}) ${comparison} (${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`;
}

/**
 * The rows after the cursor in the list's order of its sort key and the id. Undefined without a cursor. The query's
 * schema has checked that the cursor is one of its order.
 */
export function afterListCursor(
  query: { after?: string | undefined; sortDirection?: "asc" | "desc" | undefined },
  sortKey: SQL | AnyColumn,
  id: AnyColumn,
): SQL | undefined {
  const cursor = query.after ? decodeListCursor(query.after) : null;
  if (!cursor) return undefined;
  return rowsAfter([sortKey, id], [cursor.key, cursor.id], query.sortDirection ?? "asc");
}
