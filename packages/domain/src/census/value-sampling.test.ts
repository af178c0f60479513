import { describe, expect, it } from "vitest";
import { matchValues } from "./value-sampling";

describe("matchValues", () => {
  it.each([
    [["123-45-6789", "987-65-4321", "111223333"], "ssn"],
    [["123456789", "987654321"], "ssn"],
    [["02134", "90210-1234", "10001"], "zip"],
    [["CA", "ny", "Texas", "DC"], "state"],
    [["M", "F", "Female", "male"], "gender"],
    [["Employee", "Spouse", "Child", "EE"], "relationship"],
    [["EE", "ES", "FAM", "Waive"], "dentalTier"],
    [["Y", "N", "Yes"], "stdElection"],
    [["$52,000.00", "61,500", "48000.50"], "annualSalary"],
    [["01/05/1980", "12/25/1975"], "dateOfBirth"],
    [["1980-01-05", "", "1975-12-25"], "dateOfBirth"],
  ])("%j -> %s", (samples, fieldId) => {
    expect(matchValues(samples)[0]?.fieldId).toBe(fieldId);
  });

  it("ranks like fields after the first a little lower", () => {
    const matches = matchValues(["EE", "ES", "EC"]);
    expect(matches.map((match) => match.fieldId)).toEqual([
      "dentalTier",
      "visionTier",
      "accidentTier",
      "hospitalIndemnityTier",
    ]);
    expect(matches[0]?.confidence).toBe(0.6);
    expect(matches[1]?.confidence).toBe(0.55);
  });

  it.each([
    [[]],
    [["", " "]],
    [["Jane", "John", "Ana"]],
    [["1001", "1002", "1003"]],
    [["CA", "Jane", "John", "Ana", "Bo"]],
  ])("guesses nothing from %j", (samples) => {
    expect(matchValues(samples)).toEqual([]);
  });
});
