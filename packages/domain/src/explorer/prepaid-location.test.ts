import { describe, expect, it } from "vitest";
import { US_STATE_CODES } from "../common/us-states";
import { parseStoredPrepaidLocation, prepaidLocationSchema, serializePrepaidLocation } from "./prepaid-location";

function messages(input: unknown): string[] {
  const result = prepaidLocationSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

describe("the prepaid location", () => {
  it("takes each of the 50 states and DC", () => {
    for (const state of US_STATE_CODES) expect(messages({ state }), state).toEqual([]);
  });

  it("requires a state, in the spec's words", () => {
    expect(messages({})).toEqual(["state: State is required"]);
    expect(messages({ state: "" })).toEqual(["state: State is required"]);
    expect(messages({ state: "  " })).toEqual(["state: State is required"]);
    expect(messages({ state: null })).toEqual(["state: State is required"]);
  });

  it("refuses anything but a state code", () => {
    expect(messages({ state: "PR" })).toEqual(["state: State not valid"]);
    expect(messages({ state: "tx" })).toEqual(["state: State not valid"]);
    expect(messages({ state: "Texas" })).toEqual(["state: State not valid"]);
    expect(messages({ state: 48 })).toEqual(["state: State not valid"]);
  });

  it("reads back what it stored", () => {
    expect(serializePrepaidLocation("TX")).toBe('{"state":"TX"}');
    for (const state of US_STATE_CODES) expect(parseStoredPrepaidLocation(serializePrepaidLocation(state))).toBe(state);
  });

  it("reads nothing from storage that is missing or not a valid location", () => {
    expect(parseStoredPrepaidLocation(null)).toBeNull();
    expect(parseStoredPrepaidLocation("")).toBeNull();
    expect(parseStoredPrepaidLocation("TX")).toBeNull();
    expect(parseStoredPrepaidLocation('"TX"')).toBeNull();
    expect(parseStoredPrepaidLocation('{"state":"ZZ"}')).toBeNull();
    expect(parseStoredPrepaidLocation('{"state":""}')).toBeNull();
    expect(parseStoredPrepaidLocation("[]")).toBeNull();
  });
});
