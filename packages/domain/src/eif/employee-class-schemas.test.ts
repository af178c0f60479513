import { describe, expect, it } from "vitest";
import { VALIDATION_MESSAGES } from "../validation/messages";
import {
  contributionShares,
  contributionsBodySchema,
  employeeClassBodySchema,
  waitingPeriodsBodySchema,
} from "./employee-class-schemas";

const planIds = ["00000000-0000-4000-8000-000000000001"];
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

describe("employee class schemas", () => {
  it("needs a class name of at most 191 characters", () => {
    expect(firstMessage(employeeClassBodySchema.safeParse({ name: "" }))).toBe(VALIDATION_MESSAGES.classNameRequired);
    expect(firstMessage(employeeClassBodySchema.safeParse({ name: "x".repeat(192) }))).toBe(
      VALIDATION_MESSAGES.textTooLong,
    );
    expect(firstMessage(employeeClassBodySchema.safeParse({ name: "Salaried" }))).toBeNull();
  });

  it.each([
    [{ waitingPeriodRule: "DATE_OF_HIRE" }, null],
    [
      { waitingPeriodRule: "DATE_OF_HIRE", waitingPeriodValue: 30, waitingPeriodUnit: "DAYS" },
      VALIDATION_MESSAGES.durationNotAllowed,
    ],
    [{ waitingPeriodRule: "FIRST_OF_MONTH_FOLLOWING", waitingPeriodValue: 30, waitingPeriodUnit: "DAYS" }, null],
    [{ waitingPeriodRule: "FIRST_OF_MONTH_FOLLOWING", waitingPeriodValue: 3, waitingPeriodUnit: "MONTHS" }, null],
    [
      { waitingPeriodRule: "FIRST_OF_MONTH_FOLLOWING", waitingPeriodValue: 5, waitingPeriodUnit: "MONTHS" },
      VALIDATION_MESSAGES.durationNotAllowed,
    ],
    [
      { waitingPeriodRule: "FIRST_OF_MONTH_FOLLOWING", waitingPeriodValue: 31, waitingPeriodUnit: "DAYS" },
      VALIDATION_MESSAGES.durationNotAllowed,
    ],
    [{ waitingPeriodRule: "FIRST_OF_MONTH_FOLLOWING" }, VALIDATION_MESSAGES.durationNotAllowed],
  ])("waiting period %j", (body, message) => {
    expect(firstMessage(waitingPeriodsBodySchema.safeParse({ planIds, ...body }))).toBe(message);
  });

  it.each([
    [{ contributionType: "FULLY_EMPLOYER_PAID", taxTreatment: "PRE_TAX" }, null, { employer: 100, employee: 0 }],
    [{ contributionType: "GROSS_UP", taxTreatment: "POST_TAX" }, null, { employer: 100, employee: 0 }],
    [
      { contributionType: "SHARED", employerContributionPercent: 60, taxTreatment: "TAX_CHOICE" },
      null,
      { employer: 60, employee: 40 },
    ],
    [{ contributionType: "SHARED", taxTreatment: "PRE_TAX" }, VALIDATION_MESSAGES.sharedContributionRequired, null],
    [
      { contributionType: "SHARED", employerContributionPercent: 100, taxTreatment: "PRE_TAX" },
      VALIDATION_MESSAGES.sharedContributionRequired,
      null,
    ],
  ])("contribution %j", (body, message, shares) => {
    const result = contributionsBodySchema.safeParse({ planIds, ...body });
    expect(firstMessage(result)).toBe(message);
    if (result.success) expect(contributionShares(result.data)).toEqual(shares);
  });
});
