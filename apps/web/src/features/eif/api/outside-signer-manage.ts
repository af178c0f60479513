/**
 * The client's outside signer as staff and the ben admin manage it (decision 021): GET, PUT (name and invite),
 * POST .../resend, DELETE (revoke) /api/clients/:clientId/outside-signer.
 */
import type { OutsideSignerAnswer, OutsideSignerInvite } from "@onboard/domain/outside-signer/invite-schema";
import { useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { eifPath } from "./eif-keys";

export const outsideSignerKey = (clientId: string) => ["eif", clientId, "outside-signer"] as const;

export function useOutsideSigner(clientId: string) {
  return useQuery({
    queryKey: outsideSignerKey(clientId),
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
