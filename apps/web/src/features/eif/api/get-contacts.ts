/** GET /api/clients/:clientId/contacts: the plan administrators and other contacts of the client. */
import type { Contact } from "@onboard/domain/eif/eif-resource-schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { eifKeys, eifPath } from "./eif-keys";

export function getContacts(clientId: string): Promise<Contact[]> {
  return apiClient.get<Contact[]>(eifPath(clientId, "/contacts"));
}

export function contactsQueryOptions(clientId: string) {
  return queryOptions({ queryKey: eifKeys.contacts(clientId), queryFn: () => getContacts(clientId) });
}

export function useContacts(clientId: string) {
  return useQuery(contactsQueryOptions(clientId));
}
