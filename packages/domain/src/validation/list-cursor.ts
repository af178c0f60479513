/**
 * Keyset paging (issue 21): where the next page of a list starts, as an opaque cursor. A deep page by offset reads
 * every row before it (12 ms at the 88,000th client); after a cursor, the list's index is entered at the last row seen.
 * The cursor holds the order it belongs to, the last row's sort key (as the database prints it) and its id, and, for a
 * list whose order breaks ties by the creation time before the id (the e-mails), the row's creation time.
 */
import type { z } from "zod";
import type { SortDirection } from "./list-query";

export interface ListCursor {
  sortBy: string;
  sortDirection: SortDirection;
  /** The last row's sort key as text (e.g. the lower-cased name, or a timestamp as Postgres prints it). */
  key: string;
  id: string;
  /** The last row's creation time as the database prints it, when the order breaks ties by it (the e-mails). */
  createdAt?: string;
}

export const LIST_CURSOR_MAX_LENGTH = 1000;

/** The message of a cursor that is not one, or not of the list's current order. */
export const LIST_CURSOR_MESSAGE = "This page link has expired; start again from the first page";

/**
 * A list that pages by cursor takes an offset up to this many rows: the pages its capped count lets the pager offer
 * (1,000 rows, 40 pages of 25). Past them it pages on by cursor; an offset there would read every row before it.
 */
export const CURSOR_LIST_OFFSET_MAX = 1000;

/** The message of an offset past CURSOR_LIST_OFFSET_MAX without a cursor. */
export const LIST_OFFSET_MESSAGE = "Past the first 1,000 rows, go on from the next page (after) of the page before";

/**
 * A search of a list that pages by cursor takes an offset up to this many matches where a search counts only that far
 * (the e-mails: "More than 100"; the pager offers those pages). Past them it pages on by cursor.
 */
export const SEARCH_CURSOR_OFFSET_MAX = 100;

/** The message of a search's offset past SEARCH_CURSOR_OFFSET_MAX without a cursor. */
export const SEARCH_OFFSET_MESSAGE =
  "Past the first 100 matches of a search, go on from the next page (after) of the page before";

/**
 * A timestamp as Postgres prints it (`2026-01-31 09:30:00.123456+00`), or ±infinity: an order whose empty values sort
 * last keys them as infinity (coalesce), so that its keyset is a row comparison like any other.
 */
const TIMESTAMP_KEY = /^(-?infinity|\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2})?|Z)?)$/;

/** Whether a cursor's key is a timestamp (TIMESTAMP_KEY). */
export function isTimestampKey(key: string): boolean {
  return TIMESTAMP_KEY.test(key);
}

/** What a list query that pages by cursor has. */
interface CursorListQuery {
  after?: string | undefined;
  search?: string | undefined;
  offset: number;
  sortBy?: string | undefined;
  sortDirection?: SortDirection | undefined;
}

/** How a list pages by cursor, besides its default order. */
export interface CursorListOptions {
  /** The orders that page by cursor (all when undefined). */
  cursorSorts?: readonly string[];
  /** The deepest offset without a cursor. */
  offsetMax?: number;
  /** The deepest offset of a search without a cursor (SEARCH_CURSOR_OFFSET_MAX). */
  searchOffsetMax?: number;
  /** The default direction (ascending when undefined). */
  defaultDirection?: SortDirection;
  /** The orders whose key is a timestamp (isTimestampKey): a cursor with another key is refused. */
  timestampSorts?: readonly string[];
  /** The orders that break ties by the creation time: their cursors carry it (`createdAt`, a timestamp). */
  createdAtTieSorts?: readonly string[];
}

/** Whether a cursor's keys have the shapes its order needs (a forged one would fail in the database). */
function keysFit(cursor: ListCursor, options: CursorListOptions): boolean {
  if (options.timestampSorts?.includes(cursor.sortBy) && !isTimestampKey(cursor.key)) return false;
  const needsTie = options.createdAtTieSorts?.includes(cursor.sortBy) ?? false;
  if (!needsTie) return cursor.createdAt === undefined;
  return cursor.createdAt !== undefined && isTimestampKey(cursor.createdAt);
}

/**
 * The check of a list query that pages by cursor (its schema's superRefine): `after` must be a cursor of the query's
 * order, one of `cursorSorts`, with keys of its shapes (LIST_CURSOR_MESSAGE); with `offsetMax`, an offset without a
 * cursor is at most that (LIST_OFFSET_MESSAGE).
 */
export function checkCursorQuery(defaultSort: string, options: CursorListOptions = {}) {
  return (query: CursorListQuery, context: z.RefinementCtx<CursorListQuery>) => {
    if (query.after === undefined) {
      if (options.offsetMax !== undefined && query.offset > options.offsetMax) {
        context.addIssue({ code: "custom", path: ["offset"], message: LIST_OFFSET_MESSAGE });
      } else if (options.searchOffsetMax !== undefined && query.search && query.offset > options.searchOffsetMax) {
        context.addIssue({ code: "custom", path: ["offset"], message: SEARCH_OFFSET_MESSAGE });
      }
      return;
    }
    const sortBy = query.sortBy ?? defaultSort;
    const cursor = decodeListCursor(query.after);
    const sameOrder =
      cursor?.sortBy === sortBy &&
      cursor.sortDirection === (query.sortDirection ?? options.defaultDirection ?? "asc") &&
      (options.cursorSorts?.includes(sortBy) ?? true) &&
      keysFit(cursor, options);
    if (!sameOrder) context.addIssue({ code: "custom", path: ["after"], message: LIST_CURSOR_MESSAGE });
  };
}

/**
 * The `after` of a `Link` header's rel="next" link (RFC 8288), as GET /api/emails sends it (its answer is the page
 * alone); null without one.
 */
export function nextCursorOfLink(link: string | null | undefined): string | null {
  if (!link) return null;
  for (const part of link.split(",")) {
    const match = /^\s*<([^>]*)>\s*;(.*)$/.exec(part);
    if (!match || !/(^|;)\s*rel="?next"?\s*(;|$)/.test(match[2] ?? "")) continue;
    const query = (match[1] ?? "").split("?")[1] ?? "";
    const after = query.split("&").find((pair) => pair.startsWith("after="));
    return after === undefined ? null : decodeURIComponent(after.slice("after=".length));
  }
  return null;
}

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

function utf8Bytes(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 63));
    else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
    else bytes.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 63), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
  }
  return bytes;
}

/** base64url (RFC 4648 §5, unpadded) of the text's UTF-8 bytes. */
function toBase64Url(text: string): string {
  const bytes = utf8Bytes(text);
  let out = "";
  for (let i = 0; i < bytes.length; i += 3) {
    const chunk = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = i + 2 < bytes.length ? 4 : i + 1 < bytes.length ? 3 : 2;
    for (let k = 0; k < chars; k++) out += ALPHABET[(chunk >> (18 - 6 * k)) & 63];
  }
  return out;
}

/** The text behind base64url, or null when it is not base64url of UTF-8. */
function fromBase64Url(text: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 4) {
    const part = text.slice(i, i + 4);
    let chunk = 0;
    for (let k = 0; k < 4; k++) chunk = (chunk << 6) | (k < part.length ? ALPHABET.indexOf(part[k] ?? "A") : 0);
    bytes.push((chunk >> 16) & 255);
    if (part.length > 2) bytes.push((chunk >> 8) & 255);
    if (part.length > 3) bytes.push(chunk & 255);
  }
  try {
    return decodeURIComponent(bytes.map((byte) => `%${byte.toString(16).padStart(2, "0")}`).join(""));
  } catch {
    return null;
  }
}

export function encodeListCursor(cursor: ListCursor): string {
  const parts = [cursor.sortBy, cursor.sortDirection, cursor.key, cursor.id];
  return toBase64Url(JSON.stringify(cursor.createdAt === undefined ? parts : [...parts, cursor.createdAt]));
}

/** The cursor, or null when `text` is not one. */
export function decodeListCursor(text: string): ListCursor | null {
  const json = fromBase64Url(text);
  if (json === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || (parsed.length !== 4 && parsed.length !== 5)) return null;
  if (!parsed.every((part) => typeof part === "string")) return null;
  const [sortBy, sortDirection, key, id, createdAt] = parsed as [string, string, string, string, string?];
  if (sortDirection !== "asc" && sortDirection !== "desc") return null;
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  return createdAt === undefined ? { sortBy, sortDirection, key, id } : { sortBy, sortDirection, key, id, createdAt };
}
