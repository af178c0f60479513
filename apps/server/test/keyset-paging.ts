/** Test support for keyset paging (issue 21): a list's rows read by following its cursors, and by offset. */
import { expect } from "vitest";

/** A page of a list that pages by cursor. */
export interface CursorPage {
  data: { id: string }[];
  nextCursor: string | null;
}

/** Asks for one page of the list: `query` is the order and the paging (`after=` or `offset=`). */
export type PageOf = (query: string) => Promise<CursorPage>;

/** Every row's id of an order, following nextCursor from the first page. */
export async function idsByCursor(page: PageOf, order: string): Promise<string[]> {
  const ids: string[] = [];
  let next = await page(order);
  for (;;) {
    ids.push(...next.data.map((row) => row.id));
    if (!next.nextCursor) return ids;
    next = await page(`${order}&after=${next.nextCursor}`);
  }
}

/** The same, page by page by offset (`pageSize` rows a page). */
export async function idsByOffset(page: PageOf, order: string, pageSize: number): Promise<string[]> {
  const ids: string[] = [];
  for (let offset = 0; ; offset += pageSize) {
    const { data } = await page(`${order}&offset=${offset}`);
    ids.push(...data.map((row) => row.id));
    if (data.length < pageSize) return ids;
  }
}

/**
 * Following the cursors of an order gives each of the list's `rows` rows once, in the same order as paging by offset
 * (`pageSize` rows a page).
 */
export async function expectCursorsToMatchOffsets(
  page: PageOf,
  order: string,
  rows: number,
  pageSize: number,
): Promise<void> {
  const cursored = await idsByCursor(page, order);
  expect(cursored, order).toHaveLength(rows);
  expect(new Set(cursored).size, order).toBe(rows);
  expect(cursored, order).toEqual(await idsByOffset(page, order, pageSize));
}
