import { describe, expect, it } from "vitest";
import { VALIDATION_MESSAGES } from "../validation/messages";
import { ANSWER_FIELD_SUB_STEP, EIF_ANSWER_FIELDS, eifDraftPatchSchema, isAllowedDuration } from "./eif-answers";
import { ALL_EIF_SUB_STEPS } from "./eif-steps";

const patch = (answers: Record<string, unknown>) => eifDraftPatchSchema.safeParse({ answers });
const messageOf = (answers: Record<string, unknown>) => {
  const result = patch(answers);
  return result.success ? null : result.error.issues[0]?.message;
};

describe("EIF answers (spec §5)", () => {
  it.each([
    ["12/31", "12/31"],
    ["2/5", "02/05"],
    ["02/29", "02/29"],
    ["", null],
    [null, null],
  ])("MM/DD %j is kept as %j", (value, expected) => {
    const result = patch({ erisaPlanYearEnd: value });
    expect(result.success && result.data.answers?.erisaPlanYearEnd).toBe(expected);
  });

  it.each([
    ["12-31", VALIDATION_MESSAGES.dateFormat],
    ["2026/12/31", VALIDATION_MESSAGES.dateFormat],
    ["123/1", VALIDATION_MESSAGES.dateFormat],
    ["02/30", VALIDATION_MESSAGES.dateNotValid],
    ["13/01", VALIDATION_MESSAGES.dateNotValid],
    ["04/31", VALIDATION_MESSAGES.dateNotValid],
  ])("MM/DD %j is refused with %j", (value, message) => {
    expect(messageOf({ pfmlFixedYearStart: value })).toBe(message);
    expect(VALIDATION_MESSAGES.dateFormat).toBe("Date needs to be in the format MM/DD");
    expect(VALIDATION_MESSAGES.dateNotValid).toBe("Not a valid date");
  });

  it("turns empty text into null and trims", () => {
    const result = patch({ legalName: "  Acme Corp  ", doingBusinessAs: "" });
    expect(result.success && result.data.answers).toEqual({ legalName: "Acme Corp", doingBusinessAs: null });
  });

  it("limits text to 191 characters", () => {
    expect(messageOf({ legalName: "x".repeat(191) })).toBeNull();
    expect(messageOf({ legalName: "x".repeat(192) })).toBe(VALIDATION_MESSAGES.textTooLong);
  });

  it.each([
    [{ taxId: "12-3456789" }, null],
    [{ taxId: "123456789" }, null],
    [{ taxId: "12-345678" }, VALIDATION_MESSAGES.taxIdFormat],
    [{ sicCode: "8011" }, null],
    [{ sicCode: "80" }, VALIDATION_MESSAGES.sicCodeFormat],
    [{ erisaPlanNumber: "501" }, null],
    [{ erisaPlanNumber: "5a1" }, VALIDATION_MESSAGES.erisaPlanNumberFormat],
    [{ employeesNumber: -1 }, VALIDATION_MESSAGES.employeeCountInvalid],
    [{ industrySegment: "ASTROLOGY" }, VALIDATION_MESSAGES.valueNotValid],
    [{ enrollmentStartDate: "2026-11-20" }, null],
    [{ enrollmentStartDate: "11/20/2026" }, VALIDATION_MESSAGES.dateInvalid],
    [{ enrollmentStartDate: "0000-01-01" }, VALIDATION_MESSAGES.dateInvalid],
    [{ enrollmentEndDate: "2026-02-30" }, VALIDATION_MESSAGES.dateInvalid],
    [{ enrollmentEndDate: "2028-02-29" }, null],
    [{ fliEmployeeContributionPercent: 101 }, VALIDATION_MESSAGES.percentRange],
  ])("checks %j", (answers, message) => {
    expect(messageOf(answers)).toBe(message);
  });

  it("normalises a tax id to ##-#######", () => {
    const result = patch({ taxId: "123456789" });
    expect(result.success && result.data.answers?.taxId).toBe("12-3456789");
  });

  it.each([
    [1, "MONTHS", true],
    [5, "MONTHS", false],
    [60, "MONTHS", true],
    [30, "DAYS", true],
    [31, "DAYS", false],
    [120, "DAYS", true],
  ] as const)("duration %d %s allowed: %s", (value, unit, allowed) => {
    expect(isAllowedDuration(value, unit)).toBe(allowed);
  });

  it("refuses a rehire duration that is not listed when both halves are sent", () => {
    expect(messageOf({ rehireDurationValue: 5, rehireDurationUnit: "MONTHS" })).toBe(
      VALIDATION_MESSAGES.durationNotAllowed,
    );
    expect(messageOf({ rehireDurationValue: 6, rehireDurationUnit: "MONTHS" })).toBeNull();
  });

  it("refuses unknown fields", () => {
    expect(eifDraftPatchSchema.safeParse({ answers: { favouriteColour: "blue" } }).success).toBe(false);
  });

  it("maps every field to a sub-step that exists", () => {
    for (const field of EIF_ANSWER_FIELDS) expect(ALL_EIF_SUB_STEPS).toContain(ANSWER_FIELD_SUB_STEP[field]);
  });
});
