/** GET /api/emails: one page of every e-mail (staff). The total comes from GET /api/emails/count. */
import type { EmailListItem } from "@onboard/domain/emails/email-schemas";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { type EmailListRequest, emailKeys } from "./email-keys";

export function getEmails(query: EmailListRequest): Promise<EmailListItem[]> {
  return apiClient.get<EmailListItem[]>("/api/emails", { query });
}

export function emailsQueryOptions(query: EmailListRequest) {
  return queryOptions({
    queryKey: emailKeys.list(query),
    queryFn: () => getEmails(query),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useEmails(query: EmailListRequest) {
  return useQuery(emailsQueryOptions(query));
}
