/** GET /api/emails/count: how many e-mails match the all-e-mails list's query (its paging ignored). */

import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { type EmailListRequest, emailKeys } from "./email-keys";

export async function getEmailCount(query: EmailListRequest): Promise<number> {
  const { limit: _limit, offset: _offset, ...filters } = query;
  return (await apiClient.get<{ count: number }>("/api/emails/count", { query: filters })).count;
}

export function emailCountQueryOptions(query: EmailListRequest) {
  const { limit: _limit, offset: _offset, sortBy: _sortBy, sortDirection: _direction, ...filters } = query;
  return queryOptions({
    queryKey: emailKeys.count(filters),
    queryFn: () => getEmailCount(filters),
    placeholderData: keepPreviousData,
  });
}

export function useEmailCount(query: EmailListRequest) {
  return useQuery(emailCountQueryOptions(query));
}
