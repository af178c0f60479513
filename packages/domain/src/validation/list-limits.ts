/**
 * Paging of list calls (both specs §9): default page size 25, limit 1 to 100, offset at least 0. Read by the list
 * query schemas (validation/list-query.ts, clients/client-audit-schemas.ts) and by the web app's paged lists.
 */
export const DEFAULT_PAGE_SIZE = 25;
export const LIST_LIMIT_MIN = 1;
export const LIST_LIMIT_MAX = 100;
export const LIST_OFFSET_MIN = 0;
