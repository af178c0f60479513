/** The seeded census (db/seed/census.ts) holds exactly the five problems its header comment promises. */

import { CENSUS_FIELDS } from "@onboard/domain/census/census-fields";
import type { CensusIssue } from "@onboard/domain/census/census-issue";
import { censusPolicyRules } from "@onboard/domain/census/policy-rules";
import { describe, expect, it } from "vitest";
import { bufferSource } from "../../modules/census/reading/census-test-files";
import { validateCensusFile } from "../../modules/census/reading/index";
import { seedCensusCsv } from "./census";

describe("the seeded census", () => {
  it("has five problems, one of each kind, under the seeded policy's rules", async () => {
    const issues: CensusIssue[] = [];
    const summary = await validateCensusFile({
      ...bufferSource(Buffer.from(seedCensusCsv()), "csv"),
      mapping: CENSUS_FIELDS.map((field) => ({ fieldId: field.id })),
      rules: censusPolicyRules(
        ["STD", "LTD", "BASIC_LIFE", "VOLUNTARY_LIFE"],
        [{ benefitType: "BASIC_LIFE", maximumBenefitAmount: 150_000 }],
      ),
      corrections: new Map(),
      onProblemRow: (row) => {
        issues.push(...row.issues);
      },
    });
    expect(summary).toMatchObject({ rows: 48, errors: 5, warnings: 0 });
    expect(issues.map((issue) => [issue.rowNumber, issue.code]).sort((a, b) => Number(a[0]) - Number(b[0]))).toEqual([
      [4, "required"],
      [8, "dateNotReal"],
      [14, "zipFormat"],
      [20, "amountOverMaximum"],
      [27, "duplicateSsn"],
    ]);
  });
});
