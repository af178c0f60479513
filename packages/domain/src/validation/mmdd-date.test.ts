import { describe, expect, it } from "vitest";
import { mmddDateSchema } from "./mmdd-date";
import { firstMessage } from "./test-helpers";

const required = mmddDateSchema();
const prefilled = mmddDateSchema({ prefilled: true });

describe("mmddDateSchema", () => {
  it.each([
    ["1/5", "01/05"],
    ["01/05", "01/05"],
    ["12/31", "12/31"],
    ["2/29", "02/29"],
    [" 11/20 ", "11/20"],
  ])("accepts %s as %s", (value, expected) => {
    expect(required.parse(value)).toBe(expected);
  });

  it.each(["1-5", "001/05", "1/123", "0105", "Jan/05", "1/5/2024"])("says %s has the wrong format", (value) => {
    expect(firstMessage(required, value)).toBe("Date needs to be in the format MM/DD");
  });

  it.each(["2/30", "4/31", "13/01", "00/10", "01/00", "6/31"])("says %s is not a valid date", (value) => {
    expect(firstMessage(required, value)).toBe("Not a valid date");
  });

  it("requires a response unless prefilled", () => {
    expect(firstMessage(required, "")).toBe("Please provide a response");
    expect(firstMessage(required, null)).toBe("Please provide a response");
    expect(firstMessage(required, undefined)).toBe("Please provide a response");
    expect(prefilled.parse("")).toBeNull();
    expect(prefilled.parse(null)).toBeNull();
    expect(firstMessage(prefilled, "2/30")).toBe("Not a valid date");
  });
});
