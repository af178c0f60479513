/** Server-side session lifetimes: 30 minutes idle, 12 hours absolute; activity slides the idle expiry at most once a minute. */
export const SESSION_IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
export const SESSION_SLIDE_INTERVAL_MS = 60 * 1000;

/** The idle expiry that activity at `now` earns: never past the absolute expiry. */
export function nextIdleExpiry(now: Date, absoluteExpiresAt: Date): Date {
  return new Date(Math.min(now.getTime() + SESSION_IDLE_TIMEOUT_MS, absoluteExpiresAt.getTime()));
}
