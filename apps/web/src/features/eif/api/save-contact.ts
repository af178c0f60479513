/**
 * POST /api/clients/:clientId/contacts and PUT .../contacts/:contactId with If-Match: the contact's version. A save
 * changes the list and the draft's counts (the plan-administrators sub-step is complete with one contact).
 */
import type { Contact, ContactBodyInput } from "@onboard/domain/eif/eif-resource-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { eifKeys, eifPath } from "./eif-keys";

export interface SaveContactRequest {
  clientId: string;
  contact?: Pick<Contact, "id" | "version">;
  body: ContactBodyInput;
}

export function saveContact({ clientId, contact, body }: SaveContactRequest): Promise<Contact> {
  if (!contact) return apiClient.post<Contact>(eifPath(clientId, "/contacts"), body);
  return apiClient.put<Contact>(eifPath(clientId, `/contacts/${encodeURIComponent(contact.id)}`), body, {
    headers: { "If-Match": `"${contact.version}"` },
  });
}

export function useSaveContact(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: Omit<SaveContactRequest, "clientId">) => saveContact({ clientId, ...request }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: eifKeys.contacts(clientId) }),
        queryClient.invalidateQueries({ queryKey: eifKeys.draft(clientId) }),
      ]),
  });
}
