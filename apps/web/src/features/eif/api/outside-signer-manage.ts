/**
 * The client's outside signer as staff and the ben admin manage it (decision 021): GET, PUT (name and invite),
 * POST .../resend, DELETE (revoke) /api/clients/:clientId/outside-signer.
 */
import type { OutsideSignerAnswer, OutsideSignerInvite } from "@onboard/domain/outside-signer/invite-schema";
import { useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { eifKeys, eifPath } from "./eif-keys";

export function useOutsideSigner(clientId: string) {
  return useQuery({
    queryKey: eifKeys.outsideSigner(clientId),
    queryFn: () => apiClient.get<OutsideSignerAnswer>(eifPath(clientId, "/outside-signer")),
  });
}

export function inviteOutsideSigner(clientId: string, body: OutsideSignerInvite) {
  return apiClient.put<OutsideSignerAnswer>(eifPath(clientId, "/outside-signer"), body);
}

export function resendOutsideSigner(clientId: string, language: "en" | "es") {
  return apiClient.post<OutsideSignerAnswer>(eifPath(clientId, "/outside-signer/resend"), { language });
}

export function revokeOutsideSigner(clientId: string) {
  return apiClient.delete<null>(eifPath(clientId, "/outside-signer"));
}
