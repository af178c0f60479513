/** GET /api/clients/:clientId/emails: one page of the e-mails sent about a client, and the total. */
import type { ClientEmailList } from "@onboard/domain/emails/email-schemas";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { type EmailListRequest, emailKeys } from "./email-keys";

export function getClientEmails(clientId: string, query: EmailListRequest): Promise<ClientEmailList> {
  return apiClient.get<ClientEmailList>(`/api/clients/${encodeURIComponent(clientId)}/emails`, { query });
}

export function clientEmailsQueryOptions(clientId: string, query: EmailListRequest) {
  return queryOptions({
    queryKey: emailKeys.clientList(clientId, query),
    queryFn: () => getClientEmails(clientId, query),
    placeholderData: keepPreviousData,
  });
}

export function useClientEmails(clientId: string, query: EmailListRequest) {
  return useQuery(clientEmailsQueryOptions(clientId, query));
}
