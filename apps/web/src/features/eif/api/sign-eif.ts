/** POST /api/clients/:clientId/eif-signature with If-Match: the draft version the signer reviewed (decision 020). */
import type { EifSignature, EifSignatureBody } from "@onboard/domain/eif-signature/signature-schema";
import { apiClient } from "../../../lib/api-client";
import { eifPath } from "./eif-keys";

export function signEif(clientId: string, version: number, body: Omit<EifSignatureBody, "version">) {
  return apiClient.post<EifSignature>(eifPath(clientId, "/eif-signature"), body, {
    headers: { "If-Match": `"${version}"` },
  });
}
