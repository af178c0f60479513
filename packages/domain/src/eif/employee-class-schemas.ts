/**
 * Employee classes and the plans each class gets (onboarding spec §3 "EmployeeClass with EmployeeClassPlan", §7):
 * the class itself, which plans per benefit type, the waiting period (spec §5 durations) and the contributions
 * (FULLY_EMPLOYER_PAID, GROSS_UP, SHARED with the tax treatments). Every write names the class version it was made
 * from (If-Match); a stale one is 412.
 */
import { z } from "zod";
import { CONTRIBUTION_TYPES, TAX_TREATMENTS } from "../clients/enums";
import { VALIDATION_MESSAGES } from "../validation/messages";
import { text191 } from "../validation/text";
import { SLF_COVERAGES } from "./coverages";
import { DURATION_UNITS, isAllowedDuration, optionalText191 } from "./eif-answers";

export const EMPLOYMENT_TYPES = ["FULL_TIME", "PART_TIME", "SEASONAL", "UNION", "HOURLY", "SALARIED"] as const;
/** When coverage starts once the waiting period is served. */
export const WAITING_PERIOD_RULES = ["DATE_OF_HIRE", "FIRST_OF_MONTH_FOLLOWING", "DAY_FOLLOWING"] as const;

const version = z.number().int().min(1).optional();

export const employeeClassBodySchema = z
  .object({
    name: text191(VALIDATION_MESSAGES.classNameRequired),
    description: optionalText191.optional(),
    employmentTypes: z
      .array(z.enum(EMPLOYMENT_TYPES, { error: VALIDATION_MESSAGES.valueNotValid }))
      .max(6)
      .default([]),
    minimumHoursPerWeek: z
      .number({ error: VALIDATION_MESSAGES.numberInvalid })
      .int(VALIDATION_MESSAGES.numberInvalid)
      .min(1, VALIDATION_MESSAGES.numberInvalid)
      .max(80, VALIDATION_MESSAGES.numberInvalid)
      .nullable()
      .optional(),
    version,
  })
  .strict();
export type EmployeeClassBody = z.output<typeof employeeClassBodySchema>;
export type EmployeeClassBodyInput = z.input<typeof employeeClassBodySchema>;

/**
 * POST /employee-classes. `asFirstClass`: the page showed no classes and creates the first; when the client has some
 * meanwhile (another person, another tab), the answer is 409 ALREADY_HAS_CLASSES (spec §8).
 */
export const createEmployeeClassBodySchema = employeeClassBodySchema
  .omit({ version: true })
  .extend({ asFirstClass: z.boolean().default(false) })
  .strict();
export type CreateEmployeeClassBody = z.output<typeof createEmployeeClassBodySchema>;

export const employeeClassParamsSchema = z.object({ clientId: z.uuid(), employeeClassId: z.uuid() });

/**
 * POST .../duplicate: the copy's name in the page's language ("Copia de …"); without one it is "Copy of …". A name
 * another class has gets " (2)", " (3)", … so the copy is always made.
 */
export const duplicateEmployeeClassBodySchema = z
  .object({ name: text191(VALIDATION_MESSAGES.classNameRequired).optional() })
  .strict()
  .nullish();
export type DuplicateEmployeeClassBody = z.output<typeof duplicateEmployeeClassBodySchema>;

export const setBenefitTypePlansBodySchema = z
  .object({ benefitType: z.enum(SLF_COVERAGES), planIds: z.array(z.uuid()).max(50), version })
  .strict();
export type SetBenefitTypePlansBody = z.output<typeof setBenefitTypePlansBodySchema>;

export const waitingPeriodsBodySchema = z
  .object({
    planIds: z.array(z.uuid()).min(1).max(50),
    waitingPeriodRule: z.enum(WAITING_PERIOD_RULES, { error: VALIDATION_MESSAGES.responseRequired }),
    waitingPeriodValue: z.number().int().nullable().default(null),
    waitingPeriodUnit: z.enum(DURATION_UNITS).nullable().default(null),
    version,
  })
  .strict()
  .superRefine((body, ctx) => {
    const { waitingPeriodValue: value, waitingPeriodUnit: unit } = body;
    if (body.waitingPeriodRule === "DATE_OF_HIRE") {
      if (value !== null || unit !== null) {
        ctx.addIssue({ code: "custom", path: ["waitingPeriodValue"], message: VALIDATION_MESSAGES.durationNotAllowed });
      }
      return;
    }
    if (value === null || unit === null || !isAllowedDuration(value, unit)) {
      ctx.addIssue({ code: "custom", path: ["waitingPeriodValue"], message: VALIDATION_MESSAGES.durationNotAllowed });
    }
  });
export type WaitingPeriodsBody = z.output<typeof waitingPeriodsBodySchema>;

export const contributionsBodySchema = z
  .object({
    planIds: z.array(z.uuid()).min(1).max(50),
    contributionType: z.enum(CONTRIBUTION_TYPES, { error: VALIDATION_MESSAGES.responseRequired }),
    /** The employer's share when SHARED (0–99; 0 is employee-paid); fully employer-paid and gross-up are 100. */
    employerContributionPercent: z.number().nullable().default(null),
    taxTreatment: z.enum(TAX_TREATMENTS, { error: VALIDATION_MESSAGES.responseRequired }),
    version,
  })
  .strict()
  .superRefine((body, ctx) => {
    const share = body.employerContributionPercent;
    if (body.contributionType === "SHARED" && (share === null || share < 0 || share > 99)) {
      ctx.addIssue({
        code: "custom",
        path: ["employerContributionPercent"],
        message: VALIDATION_MESSAGES.sharedContributionRequired,
      });
    }
  });
export type ContributionsBody = z.output<typeof contributionsBodySchema>;

/** The employer and employee shares a contribution choice stores. */
export function contributionShares(body: Pick<ContributionsBody, "contributionType" | "employerContributionPercent">): {
  employer: number;
  employee: number;
} {
  const employer = body.contributionType === "SHARED" ? (body.employerContributionPercent ?? 0) : 100;
  return { employer, employee: 100 - employer };
}

export const employeeClassPlanSchema = z.object({
  planId: z.string(),
  policyId: z.string().nullable(),
  benefitType: z.enum(SLF_COVERAGES),
  planName: z.string().nullable(),
  waitingPeriodRule: z.enum(WAITING_PERIOD_RULES).nullable(),
  waitingPeriodValue: z.number().int().nullable(),
  waitingPeriodUnit: z.enum(DURATION_UNITS).nullable(),
  contributionType: z.enum(CONTRIBUTION_TYPES).nullable(),
  employerContributionPercent: z.number().nullable(),
  employeeContributionPercent: z.number().nullable(),
  taxTreatment: z.enum(TAX_TREATMENTS).nullable(),
});
export type EmployeeClassPlan = z.infer<typeof employeeClassPlanSchema>;

export const employeeClassSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  employmentTypes: z.array(z.string()),
  minimumHoursPerWeek: z.number().int().nullable(),
  plans: z.array(employeeClassPlanSchema),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type EmployeeClass = z.infer<typeof employeeClassSchema>;
export const employeeClassListSchema = z.array(employeeClassSchema);
