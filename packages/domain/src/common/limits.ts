/** Business constants and limits shared by the server and the web app (spec §9 of both documents). */
export const DUE_SOON_DAYS = 5;
export const DEFAULT_PAGE_SIZE = 25;
export const LIST_LIMIT_MIN = 1;
export const LIST_LIMIT_MAX = 100;
export const LIST_OFFSET_MIN = 0;
export const TEXT_MAX_LENGTH = 191;
export const EMAIL_MAX_LENGTH = 191;
export const EMAIL_LAST_DOMAIN_LABEL_MAX = 20;
export const PLAN_SUMMARY_DOCUMENTS_MAX_PER_BENEFIT_TYPE = 15;
export const LONG_FORM_CALL_TIMEOUT_MS = 60_000;
export const EMAIL_TOAST_MS = 3_000;
export const ONBOARDING_FORM_REFRESH_MS = 6_000;
export const SERVICE_STATUS_CACHE_MS = 5 * 60_000;
export const SUPPORT_WIDGET_WARNING_MS = 6_000;
export const SOCKET_RECONNECTION_ATTEMPTS = 5;
export const SAVED_PLAN_BADGE_BUMP_MS = 500;
export const PUSH_POLLING_MS = 60_000;
export const LOCKOUT_MINUTES = 60;
export const DIALOG_DEFAULT_WIDTH = 600;
export const DOCUMENT_PROGRESS_STEP_PER_SECOND = 2;
export const DOCUMENT_PROGRESS_CAP = 99;
export const DEFAULT_TIMEZONE = "America/New_York";
/** Annual enrollment window, Nov 20 to Jan 31 (months are 1-based). */
export const ANNUAL_ENROLLMENT_WINDOW = {
  start: { month: 11, day: 20 },
  end: { month: 1, day: 31 },
} as const;
/** Plan comparison eligibility dates (ISO), by benefit type. */
export const COMPARISON_MIN_EFFECTIVE_DATE = {
  MEDICAL: "2024-09-15",
  FINANCIAL: "2024-09-15",
  DENTAL: "2024-05-30",
  VISION: "2024-05-30",
} as const;
/** Carrier id 1 is the carrier itself. */
export const CARRIER_SELF_ID = 1;
/** The layout is "mobile" below this Mantine breakpoint. */
export const MOBILE_BREAKPOINT = "md";
/** An onboarding-form document's progress bar jumps to this on completion. */
export const DOCUMENT_PROGRESS_DONE = 100;
/** The deepest nesting of arrays and objects a JSON request body may have (ours; no form nests beyond 6). */
export const MAX_JSON_NESTING = 32;
/** The largest JSON request body, unless a route family sets its own (ours: 1 MiB). */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
