/** GET /api/emails/count: how many e-mails match the all-e-mails list's query (its paging ignored). */

import type { EmailCount } from "@onboard/domain/emails/email-schemas";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { type EmailListRequest, emailKeys } from "./email-keys";

/** The total is counted up to 1,000 (a search's up to 100); past it `totalIsCapped`, and the list says "More than 1,000 emails". */
export async function getEmailCount(query: EmailListRequest): Promise<EmailCount> {
  const { limit: _limit, offset: _offset, after: _after, ...filters } = query;
  return apiClient.get<EmailCount>("/api/emails/count", { query: filters });
}

export function emailCountQueryOptions(query: EmailListRequest) {
  const {
    limit: _limit,
    offset: _offset,
    after: _after,
    sortBy: _sortBy,
    sortDirection: _direction,
    ...filters
  } = query;
  return queryOptions({
    queryKey: emailKeys.count(filters),
    queryFn: () => getEmailCount(filters),
    placeholderData: keepPreviousData,
  });
}

export function useEmailCount(query: EmailListRequest) {
  return useQuery(emailCountQueryOptions(query));
}
