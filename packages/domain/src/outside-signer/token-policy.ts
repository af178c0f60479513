/**
 * The outside signer's link (issue 14, decision 021): who has no account signs through a token link. The token is
 * single purpose (only the outside-signer calls under OUTSIDE_SIGNER_API_PREFIX, only for its client), expires after
 * OUTSIDE_SIGNER_TOKEN_TTL_DAYS (ours: the spec gives no lifetime; 14 days leaves two working weeks to sign), is
 * stored only as its SHA-256, and is revoked or replaced by staff or the ben admin.
 */
import { EIF_SIGNING_ACTIONS, type EifSigningAction, isEifSigningAction } from "../eif-signature/signing-action";

export const OUTSIDE_SIGNER_TOKEN_TTL_DAYS = 14;
export const OUTSIDE_SIGNER_TOKEN_TTL_MS = OUTSIDE_SIGNER_TOKEN_TTL_DAYS * 24 * 60 * 60 * 1000;

/** The only valid `outsideSignerActionId`s (spec §2); anything else is the not-found page. */
export const OUTSIDE_SIGNER_ACTION_IDS = EIF_SIGNING_ACTIONS;
export type OutsideSignerActionId = EifSigningAction;
export const isOutsideSignerActionId = isEifSigningAction;

/** The link's query parameter that carries the token (the page keeps it for the tab and strips it from the address). */
export const OUTSIDE_SIGNER_TOKEN_PARAM = "token";

/** The calls the token opens, and nothing else: `${prefix}/clients/:clientId/...`, the token as `Authorization: Bearer`. */
export const OUTSIDE_SIGNER_API_PREFIX = "/api/outside-signer";
