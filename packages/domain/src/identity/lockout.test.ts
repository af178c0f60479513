import { describe, expect, it } from "vitest";
import { afterFailedAttempt, isLockedOut, LOCKOUT_MS, MAX_FAILED_SIGN_IN_ATTEMPTS } from "./lockout";

const now = new Date("2026-03-02T10:00:00Z");
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);

describe("lockout", () => {
  it("locks for 60 minutes on the fifth failure", () => {
    expect(MAX_FAILED_SIGN_IN_ATTEMPTS).toBe(5);
    expect(LOCKOUT_MS).toBe(60 * 60_000);
    let state = { failedLoginCount: 0, lockedUntil: null as Date | null };
    for (let attempt = 1; attempt < 5; attempt++) {
      const next = afterFailedAttempt(state, now);
      expect(next).toEqual({ failedLoginCount: attempt, lockedUntil: null, isNowLocked: false });
      state = next;
    }
    expect(afterFailedAttempt(state, now)).toEqual({
      failedLoginCount: 5,
      lockedUntil: minutes(60),
      isNowLocked: true,
    });
  });

  it("is locked only until locked_until", () => {
    expect(isLockedOut(null, now)).toBe(false);
    expect(isLockedOut(minutes(1), now)).toBe(true);
    expect(isLockedOut(now, now)).toBe(false);
    expect(isLockedOut(minutes(-1), now)).toBe(false);
  });

  it("starts a fresh count once a lock has run out", () => {
    expect(afterFailedAttempt({ failedLoginCount: 5, lockedUntil: minutes(-1) }, now)).toEqual({
      failedLoginCount: 1,
      lockedUntil: null,
      isNowLocked: false,
    });
  });
});
