import { describe, expect, it } from "vitest";
import { matchHeader, normaliseHeader } from "./header-matching";

describe("normaliseHeader", () => {
  it.each([
    ["Emp #", "EMP NUMBER"],
    ["emp. no", "EMP NUMBER"],
    ["EMP_NBR", "EMP NUMBER"],
    ["firstName", "FIRST NAME"],
    ["  Date   of Birth ", "DATE OF BIRTH"],
    ["Código postal", "CODIGO POSTAL"],
  ])("%j -> %j", (header, expected) => {
    expect(normaliseHeader(header)).toBe(expected);
  });
});

describe("matchHeader", () => {
  it.each([
    ["Employee ID", "employeeId", 1],
    ["EE ID", "employeeId", 1],
    ["Emp #", "employeeId", 1],
    ["emp no", "employeeId", 1],
    ["SSN", "ssn", 1],
    ["Social Security Number", "ssn", 1],
    ["DOB", "dateOfBirth", 1],
    ["Birth Date", "dateOfBirth", 1],
    ["birth_date", "dateOfBirth", 1],
    ["Fecha de nacimiento", "dateOfBirth", 1],
    ["Zip", "zip", 1],
    ["Postal Code", "zip", 1],
    ["ZIPCODE", "zip", 1],
    ["dateOfBirth", "dateOfBirth", 1],
    ["FIRSTNAME", "firstName", 0.95],
    ["FIRST_NAME", "firstName", 1],
    ["EmployeeFirstName", "firstName", 1],
    ["Dental Tier", "dentalTier", 1],
    ["Basic Life", "basicLifeAmount", 1],
    ["Relationship", "relationship", 1],
  ])("%j -> %s (%d)", (header, fieldId, confidence) => {
    expect(matchHeader(header)[0]).toEqual({ fieldId, confidence });
  });

  it.each([
    ["Employee Date of Birth", "dateOfBirth"],
    ["Current Annual Salary", "annualSalary"],
    ["Home Zip Code", "zip"],
  ])("finds %j inside a longer header -> %s", (header, fieldId) => {
    const [best] = matchHeader(header);
    expect(best?.fieldId).toBe(fieldId);
    expect(best?.confidence).toBeGreaterThanOrEqual(0.6);
    expect(best?.confidence).toBeLessThan(0.95);
  });

  it.each(["", "Favourite Colour", "Notes", "Timestamp"])("finds nothing for %j", (header) => {
    expect(matchHeader(header)).toEqual([]);
  });

  it("matches a short alias only as the whole header: ST is State, Street Name is not", () => {
    expect(matchHeader("ST")[0]?.fieldId).toBe("state");
    expect(matchHeader("Street Name").map((match) => match.fieldId)).toEqual(["addressLine"]);
  });
});
