import { describe, expect, it } from "vitest";
import { SESSION_WARNING_LEAD_MS, sessionWarning } from "./session-expiry";

const now = Date.parse("2030-01-01T12:00:00.000Z");
const at = (offsetMs: number) => new Date(now + offsetMs).toISOString();
const minutes = (count: number) => count * 60_000;

describe("session expiry warning", () => {
  it("waits until 2 minutes before the idle expiry", () => {
    expect(SESSION_WARNING_LEAD_MS).toBe(minutes(2));
    expect(sessionWarning({ idleExpiresAt: at(minutes(10)), absoluteExpiresAt: at(minutes(600)) }, now)).toEqual({
      kind: "none",
      warnInMs: minutes(8),
    });
  });

  it("warns, with the time the session ends, from 2 minutes before the idle expiry", () => {
    for (const offset of [minutes(2), minutes(1), 1]) {
      expect(sessionWarning({ idleExpiresAt: at(offset), absoluteExpiresAt: at(minutes(600)) }, now)).toEqual({
        kind: "idle",
        expiresAt: new Date(now + offset),
      });
    }
  });

  it("says when the absolute limit comes first, which cannot be extended", () => {
    expect(sessionWarning({ idleExpiresAt: at(minutes(30)), absoluteExpiresAt: at(minutes(1)) }, now)).toEqual({
      kind: "absolute",
      expiresAt: new Date(now + minutes(1)),
    });
  });

  it("reports an expired session and survives unreadable dates", () => {
    expect(sessionWarning({ idleExpiresAt: at(-1), absoluteExpiresAt: at(minutes(600)) }, now)).toEqual({
      kind: "expired",
    });
    expect(sessionWarning({ idleExpiresAt: "soon", absoluteExpiresAt: "later" }, now).kind).toBe("none");
  });
});
