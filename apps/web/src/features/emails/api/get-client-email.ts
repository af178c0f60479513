/** GET /api/clients/:clientId/emails/:emailId: one e-mail of the client (whoever may read the client). */
import type { EmailDetail } from "@onboard/domain/emails/email-schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { emailKeys } from "./email-keys";

export function getClientEmail(clientId: string, emailId: string): Promise<EmailDetail> {
  return apiClient.get<EmailDetail>(
    `/api/clients/${encodeURIComponent(clientId)}/emails/${encodeURIComponent(emailId)}`,
  );
}

export function clientEmailQueryOptions(clientId: string, emailId: string) {
  return queryOptions({
    queryKey: emailKeys.clientDetail(clientId, emailId),
    queryFn: () => getClientEmail(clientId, emailId),
  });
}

export function useClientEmail(clientId: string, emailId: string) {
  return useQuery(clientEmailQueryOptions(clientId, emailId));
}
