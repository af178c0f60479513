/** Settings of the web UI alone (both specs §9); nothing outside the web app reads them. */

/** The "e-mail sent" toast closes after 3 s. */
export const EMAIL_TOAST_MS = 3_000;
/** The saved-plans badge stays "bumped" for 500 ms after each change. */
export const SAVED_PLAN_BADGE_BUMP_MS = 500;
/** Default dialog width (px). */
export const DIALOG_DEFAULT_WIDTH = 600;
/** The layout is "mobile" below this Mantine breakpoint. */
export const MOBILE_BREAKPOINT = "md";
