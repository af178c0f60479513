/**
 * A list's total as the pager uses it. The server counts at most 1,000 matches, a search 100 (`totalIsCapped` past that): the pager
 * then offers the pages up to the cap, and the next page while the current one is full.
 */
import { DEFAULT_PAGE_SIZE } from "@onboard/domain/validation/list-limits";

export interface CappedList {
  data: readonly unknown[];
  count: number;
  totalIsCapped: boolean;
}

export function cappedPagerTotal(list: CappedList, page: number, pageSize: number = DEFAULT_PAGE_SIZE): number {
  if (!list.totalIsCapped) return list.count;
  const seen = (page - 1) * pageSize + list.data.length;
  return Math.max(list.count + 1, list.data.length >= pageSize ? seen + 1 : seen);
}
