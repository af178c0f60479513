import { describe, expect, it } from "vitest";
import { firstMessage } from "../validation/test-helpers";
import { CENSUS_MAX_COLUMNS, censusMappingSchema } from "./census-mapping-schema";
import { compileRowPlan } from "./row-plan";

describe("censusMappingSchema", () => {
  it.each([
    [[]],
    [[{ fieldId: "firstName" }, { fieldId: null }, { fieldId: "dateOfBirth", dateFormat: "YYYY-MM-DD" }]],
  ])("accepts %j", (mapping) => {
    const parsed = censusMappingSchema.parse(mapping);
    expect(compileRowPlan(parsed, { coverages: [] }).columns).toHaveLength(
      mapping.filter((column) => column.fieldId !== null).length,
    );
  });

  it.each([
    [[{ fieldId: "zip" }, { fieldId: "zip" }], "Zip Code is chosen for more than one column"],
    [[{ fieldId: "middleName" }], null],
    [[{ fieldId: "dateOfBirth", dateFormat: "DD/MM/YYYY" }], null],
    [
      Array.from({ length: CENSUS_MAX_COLUMNS + 1 }, () => ({ fieldId: null })),
      "A census can have at most 500 columns",
    ],
  ])("refuses %#", (mapping, message) => {
    const result = censusMappingSchema.safeParse(mapping);
    expect(result.success).toBe(false);
    if (message) expect(firstMessage(censusMappingSchema, mapping)).toBe(message);
  });
});
