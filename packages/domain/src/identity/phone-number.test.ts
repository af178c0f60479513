import { describe, expect, it } from "vitest";
import { maskPhoneNumber, normalizePhoneNumber } from "./phone-number";

describe("phone numbers", () => {
  it.each([
    ["617-555-0188", "+16175550188"],
    ["1 (617) 555 0188", "+16175550188"],
    ["+44 20 7946 0958", "+442079460958"],
    ["555-0188", null],
    ["+1 617 555 0188 ext 2", null],
  ])("normalises %s", (input, expected) => {
    expect(normalizePhoneNumber(input)).toBe(expected);
  });

  it("masks all but the last four digits", () => {
    expect(maskPhoneNumber("+16175550188")).toBe("•••-•••-0188");
  });
});
