/**
 * The account tokens sent in e-mailed links (activation, reactivation, password reset): their lifetimes, which
 * older tokens a new one replaces, the page each opens, and the rate limit of the public calls that send them.
 */
import { PASSWORD_MAX_AGE_DAYS } from "@onboard/domain/identity/authn-limits";
import type { RouteName } from "@onboard/domain/routes/registry";

/** The `auth_tokens` types a link carries (SESSION tokens belong to the sign-in flow and never appear here). */
export const ACCOUNT_TOKEN_TYPES = ["ACTIVATION", "REACTIVATION", "RESET"] as const;
export type AccountTokenType = (typeof ACCOUNT_TOKEN_TYPES)[number];

export const RESET_TOKEN_TTL_MINUTES = 60;
export const ACTIVATION_TOKEN_TTL_DAYS = 7;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export const ACCOUNT_TOKEN_TTL_MS: Record<AccountTokenType, number> = {
  ACTIVATION: ACTIVATION_TOKEN_TTL_DAYS * DAY_MS,
  REACTIVATION: ACTIVATION_TOKEN_TTL_DAYS * DAY_MS,
  RESET: RESET_TOKEN_TTL_MINUTES * MINUTE_MS,
};

/** A new token makes the user's unused tokens of these types worthless: only the latest link works. */
export const REPLACED_TOKEN_TYPES: Record<AccountTokenType, readonly AccountTokenType[]> = {
  ACTIVATION: ["ACTIVATION", "REACTIVATION"],
  REACTIVATION: ["ACTIVATION", "REACTIVATION"],
  RESET: ["RESET"],
};

/** The portal page each link opens, with `?token=`. */
export const ACCOUNT_TOKEN_PAGE: Record<AccountTokenType, RouteName> = {
  ACTIVATION: "activate",
  REACTIVATION: "activate",
  RESET: "reset",
};

/** A password chosen through a link expires like one changed at sign-in. */
export const NEW_PASSWORD_MAX_AGE_MS = PASSWORD_MAX_AGE_DAYS * DAY_MS;
