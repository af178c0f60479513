import { describe, expect, it } from "vitest";
import { expiryDayOf, formExpiry, startOfDayIn } from "./form-expiry";

const now = new Date("2026-11-26T15:00:00Z");

describe("a form's expiry day", () => {
  it("expires at the end of the day in New York (midnight there, 05:00 UTC in winter)", () => {
    expect(formExpiry("2026-12-01", now)).toEqual({ ok: true, expiresAt: new Date("2026-12-02T05:00:00Z") });
  });

  it("follows summer time (04:00 UTC in July)", () => {
    expect(formExpiry("2027-03-20", now)).toEqual({ ok: true, expiresAt: new Date("2027-03-21T04:00:00Z") });
    expect(startOfDayIn("2027-07-04")).toEqual(new Date("2027-07-04T04:00:00Z"));
  });

  it("refuses today or earlier, and more than 120 days ahead", () => {
    expect(formExpiry("2026-11-26", now)).toEqual({ ok: false, message: "The expiry date must be after today" });
    expect(formExpiry("2026-01-01", now)).toEqual({ ok: false, message: "The expiry date must be after today" });
    expect(formExpiry("2027-03-26", now)).toEqual({ ok: true, expiresAt: new Date("2027-03-27T04:00:00Z") });
    expect(formExpiry("2027-03-27", now)).toEqual({ ok: false, message: "The expiry date must be within 120 days" });
  });

  it("reads back as the day it was set to", () => {
    const result = formExpiry("2027-01-15", now);
    if (!result.ok) throw new Error(result.message);
    expect(expiryDayOf(result.expiresAt)).toBe("2027-01-15");
  });
});
