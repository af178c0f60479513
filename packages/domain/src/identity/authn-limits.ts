/** Time limits and rate limits of the sign-in (authentication-transaction) API, shared by the server and the web app. */

/** A state token (one sign-in transaction) is valid this long from the first step. */
export const STATE_TOKEN_TTL_MINUTES = 10;
/** The session token of a SUCCESS must be exchanged by the identity provider within this time, once. */
export const SESSION_TOKEN_TTL_MINUTES = 5;
/** A code sent by SMS is valid this long. */
export const SMS_CODE_TTL_MINUTES = 5;
export const SMS_CODE_DIGITS = 6;
/** TOTP codes one 30-second step early or late are accepted, for clock drift. */
export const TOTP_DRIFT_STEPS = 1;
/** A password changed through the sign-in flow expires after this many days (null expiry means never). */
export const PASSWORD_MAX_AGE_DAYS = 90;
/** Per client address and per sign-in route; stricter than the global limit. */
export const AUTHN_RATE_LIMIT = { max: 10, timeWindow: "1 minute" } as const;
/** Per client address, for the public reset-password and activation e-mail requests. */
export const ACCOUNT_EMAIL_RATE_LIMIT = { max: 5, timeWindow: "1 minute" } as const;
/** The issuer shown in authenticator apps. */
export const TOTP_ISSUER = "Onboard";
