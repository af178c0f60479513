/**
 * The configuration of an app under fuzz: errors logged (the fuzzer shows them with a 5xx), fast job polling, no page
 * cache, and every rate limit lifted so that a limit never answers in place of the route.
 */
export const FUZZ_ENV: Record<string, string> = {
  APP_ENV: "local",
  LOG_LEVEL: "error",
  WEB_DIST_DIR: "/nonexistent",
  JOBS_POLLING_INTERVAL_SECONDS: "0.5",
  EXPLORER_PAGE_CACHE_SECONDS: "0",
  EXPLORER_PORT: "0",
  RATE_LIMIT_MAX: "100000000",
  EXPLORER_READ_RATE_LIMIT_MAX: "100000000",
  SENTRY_RATE_LIMIT_MAX: "100000000",
  AUTHN_RATE_LIMIT_MAX: "100000000",
  ACCOUNT_EMAIL_RATE_LIMIT_MAX: "100000000",
  EXPLORER_FORM_RATE_LIMIT_MAX: "100000000",
};
