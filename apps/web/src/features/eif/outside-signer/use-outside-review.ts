/**
 * The outside signer's review, read with the token of their link (kept for the tab, signer-token.ts). `refused`: no
 * token, or the server refused it (401 expired or no longer valid, 403 another client's, 404 gone).
 */
import { useQuery } from "@tanstack/react-query";
import { isApiError } from "../../../lib/api-client";
import { eifKeys } from "../api/eif-keys";
import { getOutsideReview } from "../api/outside-signer-calls";
import { useSignerToken } from "./signer-token";

const REFUSALS = new Set([401, 403, 404]);

export function useOutsideReview(clientId: string) {
  const token = useSignerToken(clientId);
  const review = useQuery({
    queryKey: eifKeys.outsideReview(clientId),
    queryFn: () => getOutsideReview(clientId, token ?? ""),
    enabled: token !== null,
    retry: false,
  });
  const refused = token === null || (isApiError(review.error) && REFUSALS.has(review.error.status));
  return { token, review, refused };
}
