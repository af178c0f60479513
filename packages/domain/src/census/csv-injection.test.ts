import { describe, expect, it } from "vitest";
import { neutralizeCell } from "./csv-injection";

describe("neutralizeCell", () => {
  it.each([
    ["=SUM(A1:A9)", "'=SUM(A1:A9)"],
    ["+A1", "'+A1"],
    ["-2+3", "'-2+3"],
    ["-cmd|' /C calc'!A0", "'-cmd|' /C calc'!A0"],
    ["@SUM(1)", "'@SUM(1)"],
    ["\t=1+1", "'\t=1+1"],
    ["\r=1+1", "'\r=1+1"],
    ["-1e5", "'-1e5"],
    ["- 5", "'- 5"],
    ["-", "'-"],
    ["+", "'+"],
    ["-.5", "'-.5"],
  ])("neutralises %j", (value, expected) => {
    expect(neutralizeCell(value)).toBe(expected);
  });

  it.each(["-12.5", "+40", "-1,200.00", "-0", "+15551234567", "12.5", "Smith", "", "a=b", " =1+1", "'already text"])(
    "leaves %j alone",
    (value) => {
      expect(neutralizeCell(value)).toBe(value);
    },
  );
});
