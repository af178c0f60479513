/** Settings of the web UI alone (both specs §9); nothing outside the web app reads them. */

/** The "e-mail sent" toast closes after 3 s. */
export const EMAIL_TOAST_MS = 3_000;
/** The saved-plans badge stays "bumped" for 500 ms after each change. */
export const SAVED_PLAN_BADGE_BUMP_MS = 500;
/** Default dialog width (px). */
export const DIALOG_DEFAULT_WIDTH = 600;
/** The layout is "mobile" below this Mantine breakpoint. */
export const MOBILE_BREAKPOINT = "md";
/**
 * The long form calls (PUT .../onboarding-forms/{formId}/reassign-recipient, PUT /api/users/{userId}/onboarding-form-email)
 * time out at 60 s and are not retried: the e-sign provider may still be working, and a retry could act twice.
 */
export const LONG_FORM_CALL_TIMEOUT_MS = 60_000;
/** The onboarding forms list refreshes every 6 s while any form waits for the e-sign webhook (spec §4). */
export const ONBOARDING_FORM_REFRESH_MS = 6_000;
