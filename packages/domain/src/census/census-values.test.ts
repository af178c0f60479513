import { describe, expect, it } from "vitest";
import { COVERAGE_TIERS, GENDERS, RELATIONSHIPS } from "./census-fields";
import {
  buildEnumLookup,
  isBlank,
  isZip,
  normaliseToken,
  readEnum,
  readMoney,
  readNumber,
  readSsn,
  readState,
} from "./census-values";

describe("isBlank", () => {
  it.each([
    ["", true],
    ["  \t", true],
    [undefined, true],
    [" a ", false],
    ["0", false],
  ])("%j -> %s", (value, expected) => {
    expect(isBlank(value)).toBe(expected);
  });
});

describe("normaliseToken", () => {
  it.each([
    ["Employee + Spouse", "EMPLOYEE SPOUSE"],
    ["Sí", "SI"],
    ["  emp #", "EMP NUMBER"],
    ["Cónyuge", "CONYUGE"],
    ["dental_tier", "DENTAL TIER"],
  ])("%j -> %j", (value, expected) => {
    expect(normaliseToken(value)).toBe(expected);
  });
});

describe("readSsn", () => {
  it.each([
    ["123-45-6789", 123456789],
    ["123456789", 123456789],
    [" 012-34-5678 ", 12345678],
  ])("reads %j", (value, expected) => {
    expect(readSsn(value)).toBe(expected);
  });

  it.each(["12345678", "1234567890", "123-456-789", "123 45 6789", "abc-de-fghi", "12-345-6789", ""])(
    "refuses %j",
    (value) => {
      expect(readSsn(value)).toBe(-1);
    },
  );
});

describe("isZip", () => {
  it.each([
    ["12345", true],
    ["12345-6789", true],
    ["123456789", true],
    [" 02134 ", true],
    ["1234", false],
    ["123456", false],
    ["12345-678", false],
    ["1234A", false],
    ["12345 6789", false],
  ])("%j -> %s", (value, expected) => {
    expect(isZip(value)).toBe(expected);
  });
});

describe("readState", () => {
  it.each([
    ["CA", "CA"],
    ["ca", "CA"],
    ["California", "CA"],
    ["new york", "NY"],
    ["DC", "DC"],
    ["District of Columbia", "DC"],
    ["Washington, D.C.", "DC"],
    ["PR", null],
    ["Puerto Rico", null],
    ["XX", null],
  ])("%j -> %j", (value, expected) => {
    expect(readState(value)).toBe(expected);
  });
});

describe("readMoney", () => {
  it.each([
    ["50000", 50000],
    ["$50,000.00", 50000],
    ["50000.5", 50000.5],
    ["  1,234.56 ", 1234.56],
    ["-12.5", -12.5],
    ["(12.50)", -12.5],
    ["-$10", -10],
    ["0", 0],
  ])("reads %j as %d", (value, expected) => {
    expect(readMoney(value)).toBe(expected);
  });

  it.each(["", "$", "12.345", "1.2.3", "abc", "12k", "1e5", ",100", "--5"])("refuses %j", (value) => {
    expect(readMoney(value)).toBeNaN();
  });
});

describe("readNumber", () => {
  it.each([
    ["40", 40],
    ["37.5", 37.5],
    ["-1", Number.NaN],
    ["forty", Number.NaN],
    ["", Number.NaN],
  ])("%j -> %d", (value, expected) => {
    expect(readNumber(value)).toBe(expected);
  });
});

describe("readEnum", () => {
  const genders = buildEnumLookup(GENDERS);
  const relationships = buildEnumLookup(RELATIONSHIPS);
  const tiers = buildEnumLookup(COVERAGE_TIERS);
  it.each([
    [genders, "Female", "F"],
    [genders, "m", "M"],
    [genders, "Masculino", "M"],
    [genders, "Q", null],
    [relationships, "Spouse", "SPOUSE"],
    [relationships, "Cónyuge", "SPOUSE"],
    [relationships, "Domestic Partner", "DOMESTIC_PARTNER"],
    [relationships, "dp", "DOMESTIC_PARTNER"],
    [relationships, "EE", "EMPLOYEE"],
    [relationships, "Cousin", null],
    [tiers, "Employee + Spouse", "ES"],
    [tiers, "family", "FAM"],
    [tiers, "Waived", "WAIVE"],
    [tiers, "EE", "EE"],
    [tiers, "Gold", null],
  ])("%#: %j -> %j", (lookup, value, expected) => {
    expect(readEnum(lookup, value)).toBe(expected);
  });
});
