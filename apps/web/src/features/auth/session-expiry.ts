/** When to warn that the session is about to end: 2 minutes before the idle (or absolute) expiry. */

/** The session status is asked for every minute. */
export const SESSION_STATUS_POLL_MS = 60_000;
/** The warning opens this long before the session ends. */
export const SESSION_WARNING_LEAD_MS = 2 * 60_000;
/** setTimeout cannot wait longer than this. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export type SessionWarning =
  /** Nothing to say yet; look again in warnInMs. */
  | { kind: "none"; warnInMs: number }
  /** The session ends at expiresAt; "idle" can be extended, "absolute" cannot. */
  | { kind: "idle" | "absolute"; expiresAt: Date }
  | { kind: "expired" };

export interface SessionTimes {
  idleExpiresAt: string;
  absoluteExpiresAt: string;
}

function time(value: string): number {
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? Number.POSITIVE_INFINITY : ms;
}

export function sessionWarning(status: SessionTimes, now: number): SessionWarning {
  const idle = time(status.idleExpiresAt);
  const absolute = time(status.absoluteExpiresAt);
  const endsAt = Math.min(idle, absolute);
  if (endsAt === Number.POSITIVE_INFINITY) return { kind: "none", warnInMs: MAX_TIMER_MS };
  if (endsAt <= now) return { kind: "expired" };
  const warnAt = endsAt - SESSION_WARNING_LEAD_MS;
  if (warnAt > now) return { kind: "none", warnInMs: Math.min(warnAt - now, MAX_TIMER_MS) };
  return { kind: absolute <= idle ? "absolute" : "idle", expiresAt: new Date(endsAt) };
}
