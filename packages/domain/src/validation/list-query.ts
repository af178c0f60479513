/** Paged list queries: limit 1..100, offset >= 0, page size 25, sort field and direction (both specs). */
import { z } from "zod";
import { SORT_DIRECTIONS, SORT_FIELDS } from "../explorer/benefit-types";
import { DEFAULT_PAGE_SIZE, LIST_LIMIT_MAX, LIST_LIMIT_MIN, LIST_OFFSET_MIN } from "./list-limits";
import { TEXT_MAX_LENGTH } from "./text-limits";

/**
 * The paged-list query of a list sorted by `sortFields`. Query-string values arrive as text, so numbers are coerced.
 * Extend the result with the list's own filters (`.extend({ phaseIds: ... })`).
 */
export function makeListQuerySchema<const F extends readonly [string, ...string[]]>(sortFields: F) {
  return z.object({
    limit: z.coerce.number().int().min(LIST_LIMIT_MIN).max(LIST_LIMIT_MAX).default(DEFAULT_PAGE_SIZE),
    offset: z.coerce.number().int().min(LIST_OFFSET_MIN).default(0),
    search: z.string().trim().max(TEXT_MAX_LENGTH).optional(),
    sortBy: z.enum(sortFields).optional(),
    sortDirection: z.enum(SORT_DIRECTIONS).optional(),
  });
}

/** The explorer pages' list query (sort by createdAt, name, updatedAt or startsAt). */
export const listQuerySchema = makeListQuerySchema(SORT_FIELDS);
export type ListQuery = z.infer<typeof listQuerySchema>;
export type ListQueryInput = z.input<typeof listQuerySchema>;
export type SortField = (typeof SORT_FIELDS)[number];
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** Page 1 is the first page. Out-of-range pages and sizes are clamped, never rejected. */
export function pageToLimitOffset(
  page: number,
  pageSize: number = DEFAULT_PAGE_SIZE,
): { limit: number; offset: number } {
  const limit = Math.min(LIST_LIMIT_MAX, Math.max(LIST_LIMIT_MIN, Math.floor(pageSize) || DEFAULT_PAGE_SIZE));
  const safePage = Math.max(1, Math.floor(page) || 1);
  return { limit, offset: (safePage - 1) * limit };
}

/** The number of pages needed for a total count (at least 1). */
export function pageCount(total: number, pageSize: number = DEFAULT_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
