import { describe, expect, it } from "vitest";
import { SLF_COVERAGES } from "../eif/coverages";
import { CENSUS_FIELD_IDS, CENSUS_FIELDS, ENUM_SPELLINGS } from "./census-fields";
import { normaliseHeader } from "./header-matching";

describe("census fields", () => {
  it("defines each field id once, in the id list's order", () => {
    expect(CENSUS_FIELDS.map((field) => field.id)).toEqual([...CENSUS_FIELD_IDS]);
  });

  it("never gives two fields one header spelling", () => {
    const owner = new Map<string, string>();
    for (const field of CENSUS_FIELDS) {
      for (const spelling of [field.id, field.label.en, field.label.es, ...field.aliases]) {
        const key = normaliseHeader(spelling);
        expect(owner.get(key) ?? field.id, `${spelling} of ${field.id}`).toBe(field.id);
        owner.set(key, field.id);
      }
    }
  });

  it("ties elections and amounts to the policy's coverage codes", () => {
    const coverages = CENSUS_FIELDS.flatMap((field) => (field.coverage ? [field.coverage] : []));
    for (const coverage of coverages) expect(SLF_COVERAGES).toContain(coverage);
    for (const field of CENSUS_FIELDS.filter((candidate) => candidate.kind === "election")) {
      expect(field.coverage, field.id).toBeDefined();
    }
  });

  it("has spellings for every enum and election value", () => {
    for (const field of CENSUS_FIELDS) {
      for (const value of field.values ?? []) expect(ENUM_SPELLINGS[value], value).toBeDefined();
    }
  });

  it.each([
    ["employeeId", "employees"],
    ["firstName", "always"],
    ["dateOfBirth", "always"],
    ["dependentOfEmployeeId", "dependents"],
    ["relationship", "no"],
    ["dentalTier", "no"],
  ])("%s is required for %s", (id, required) => {
    expect(CENSUS_FIELDS.find((field) => field.id === id)?.required).toBe(required);
  });
});
