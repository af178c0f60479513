/**
 * The outside signer's calls (decision 021), with their token as `Authorization: Bearer` and no redirect to sign-in on
 * a 401 (they have no account: the page says the link is no longer valid instead).
 */
import type { EifSignature, EifSignatureBody } from "@onboard/domain/eif-signature/signature-schema";
import type { OutsideReview } from "@onboard/domain/outside-signer/outside-review-schema";
import { OUTSIDE_SIGNER_API_PREFIX } from "@onboard/domain/outside-signer/token-policy";
import { apiClient } from "../../../lib/api-client";
import { type DownloadedFile, downloadFile } from "../../../lib/download";
import { browserTimeZone } from "../../../lib/format-date-time";

const base = (clientId: string) => `${OUTSIDE_SIGNER_API_PREFIX}/clients/${encodeURIComponent(clientId)}`;
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

export function getOutsideReview(clientId: string, token: string): Promise<OutsideReview> {
  return apiClient.get<OutsideReview>(`${base(clientId)}/eif`, { headers: auth(token), redirectOnError: false });
}

export function signAsOutsideSigner(
  clientId: string,
  token: string,
  version: number,
  body: Omit<EifSignatureBody, "version">,
): Promise<EifSignature> {
  return apiClient.post<EifSignature>(`${base(clientId)}/eif-signature`, body, {
    headers: { ...auth(token), "If-Match": `"${version}"` },
    redirectOnError: false,
  });
}

export function downloadOutsideSummary(
  clientId: string,
  token: string,
  language: "en" | "es",
): Promise<DownloadedFile> {
  const tz = browserTimeZone();
  return downloadFile(`${base(clientId)}/eif-summary`, {
    query: { ...(tz && { tz }), language },
    headers: auth(token),
    redirectOnError: false,
  });
}
