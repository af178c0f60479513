/**
 * What a signature signs (issue 14): `review-&-submit`, the form itself, once; `review-&-submit-updates`, the changes
 * the carrier accepted after it was signed (a new round, decision 019). The outside signer's page takes the same ids.
 */
export const EIF_SIGNING_ACTIONS = ["review-&-submit", "review-&-submit-updates"] as const;
export type EifSigningAction = (typeof EIF_SIGNING_ACTIONS)[number];
export const DEFAULT_SIGNING_ACTION: EifSigningAction = "review-&-submit";

export function isEifSigningAction(value: string): value is EifSigningAction {
  return (EIF_SIGNING_ACTIONS as readonly string[]).includes(value);
}
