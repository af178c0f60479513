/**
 * The EIF answer set that PATCH /api/clients/{clientId}/draft saves as the person types: every field optional (a
 * partial answer set), null clears one, empty text becomes null (spec §5 "empty becomes null"). Each field belongs to
 * one sub-step; the server refuses a field whose sub-step does not apply to the client. Required answers are checked
 * when the step is reviewed (sub-step-issues.ts), not on every keystroke.
 */
import { z } from "zod";
import {
  ADVANCE_OR_ARREARS,
  BILL_PAYROLL_CYCLES,
  BILLING_ADMINISTRATION_TYPES,
  BILLING_STRUCTURE_TYPES,
  CONTRIBUTION_TYPES,
  DURATION_DAYS,
  DURATION_MONTHS,
  LEAVE_YEAR_METHODS,
  MINIMUM_INTERMITTENT_LEAVE,
  TAX_TREATMENTS,
  VALUE_ADDED_SERVICES,
} from "../clients/enums";
import { VALIDATION_MESSAGES } from "../validation/messages";
import { mmddDateSchema } from "../validation/mmdd-date";
import { text191 } from "../validation/text";
import type { EifSubStepId } from "./eif-steps";
import { INDUSTRY_SEGMENTS } from "./industry-segments";

export const DURATION_UNITS = ["MONTHS", "DAYS"] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

/** A duration is one of spec §5's: 1, 2, 3, 4, 6, 9, 12, 18, 24, 36, 60 months; 30, 45, 60, 90, 120 days. */
export function isAllowedDuration(value: number, unit: DurationUnit): boolean {
  const allowed: readonly number[] = unit === "MONTHS" ? DURATION_MONTHS : DURATION_DAYS;
  return allowed.includes(value);
}

/** Text that may be left empty: trimmed, at most 191 characters, "" becomes null. */
export const optionalText191 = z
  .union([text191(), z.null()])
  .transform((value) => (value === "" || value === null ? null : value));

const nullableEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (value) => (value === "" ? null : value),
    z.enum(values, { error: VALIDATION_MESSAGES.valueNotValid }).nullable(),
  );

export const TAX_ID_PATTERN = /^\d{2}-?\d{7}$/;
export const SIC_CODE_PATTERN = /^\d{4}$/;
export const ERISA_PLAN_NUMBER_PATTERN = /^\d{3}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const taxId = z
  .union([z.string().trim(), z.null()])
  .transform((value) => (value === "" ? null : value))
  .refine((value) => value === null || TAX_ID_PATTERN.test(value), VALIDATION_MESSAGES.taxIdFormat)
  .transform((value) =>
    value === null ? null : `${value.replace("-", "").slice(0, 2)}-${value.replace("-", "").slice(2)}`,
  );

const patterned = (pattern: RegExp, message: string) =>
  z
    .union([z.string().trim(), z.null()])
    .transform((value) => (value === "" ? null : value))
    .refine((value) => value === null || pattern.test(value), message);

/** A real calendar day written YYYY-MM-DD, in years 1900–2999 (what a plan or enrollment date can be). */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const [year, month, day] = value.split("-").map(Number) as [number, number, number];
  if (year < 1900 || year > 2999) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const isoDate = z
  .union([z.string().trim(), z.null()])
  .transform((value) => (value === "" ? null : value))
  .refine((value) => value === null || isCalendarDate(value), VALIDATION_MESSAGES.dateInvalid);

const optionalMmdd = mmddDateSchema({ prefilled: true });

const percent = z
  .number({ error: VALIDATION_MESSAGES.numberInvalid })
  .min(0, VALIDATION_MESSAGES.percentRange)
  .max(100, VALIDATION_MESSAGES.percentRange)
  .nullable();

export const ageRulesSchema = z.object({
  spouseRatesBasedOn: z.enum(["EMPLOYEE_AGE", "SPOUSE_AGE"], { error: VALIDATION_MESSAGES.valueNotValid }),
  ageCalculationDate: z.enum(["POLICY_ANNIVERSARY", "EMPLOYEE_BIRTHDAY", "JANUARY_FIRST"], {
    error: VALIDATION_MESSAGES.valueNotValid,
  }),
  ageReductionsApplyToDependentLife: z.boolean().optional(),
});
export type AgeRulesAnswer = z.infer<typeof ageRulesSchema>;

/** One policy's billing preferences (the billing-preferences sub-step, per policy). */
export const policyBillingAnswersSchema = z
  .object({
    billingAdministrationType: nullableEnum(BILLING_ADMINISTRATION_TYPES),
    billingStructureType: nullableEnum(BILLING_STRUCTURE_TYPES),
    billPayrollCycles: z
      .array(z.enum(BILL_PAYROLL_CYCLES, { error: VALIDATION_MESSAGES.valueNotValid }))
      .max(5)
      .nullable(),
    advanceOrArrears: nullableEnum(ADVANCE_OR_ARREARS),
    benAdminPlatformId: z.uuid().nullable(),
  })
  .partial()
  .strict();
export type PolicyBillingAnswers = z.infer<typeof policyBillingAnswersSchema>;

/** Every answer field of the draft, with its schema. */
const ANSWER_FIELDS = {
  // tax-id
  legalName: optionalText191,
  doingBusinessAs: optionalText191,
  taxId,
  natureOfBusiness: optionalText191,
  sicCode: patterned(SIC_CODE_PATTERN, VALIDATION_MESSAGES.sicCodeFormat),
  industrySegment: nullableEnum(INDUSTRY_SEGMENTS),
  employeesNumber: z
    .number({ error: VALIDATION_MESSAGES.numberInvalid })
    .int(VALIDATION_MESSAGES.employeeCountInvalid)
    .min(0, VALIDATION_MESSAGES.employeeCountInvalid)
    .max(10_000_000, VALIDATION_MESSAGES.amountTooLarge)
    .nullable(),
  // current-policies
  isEapOnlyBlended: z.boolean().nullable(),
  hasEmployeesInMultipleStates: z.boolean().nullable(),
  voluntaryLifeIncludesSpouse: z.boolean().nullable(),
  dependentLifeIncluded: z.boolean().nullable(),
  dependentLifeHasChanges: z.boolean().nullable(),
  enrollmentStartDate: isoDate,
  enrollmentEndDate: isoDate,
  // locations
  headquartersLocationId: z.uuid().nullable(),
  // subsidiaries
  hasSubsidiaries: z.boolean().nullable(),
  subsidiariesBilledSeparately: z.boolean().nullable(),
  subsidiariesHaveSeparateTaxIds: z.boolean().nullable(),
  // age-rules
  ageRules: ageRulesSchema.nullable(),
  // rehire
  rehireDurationValue: z.number().int().nullable(),
  rehireDurationUnit: nullableEnum(DURATION_UNITS),
  benefitLookBackValue: z.number().int().nullable(),
  benefitLookBackUnit: nullableEnum(DURATION_UNITS),
  waiveWaitingPeriodForRehires: z.boolean().nullable(),
  // erisa
  isErisaPlan: z.boolean().nullable(),
  erisaPlanNumber: patterned(ERISA_PLAN_NUMBER_PATTERN, VALIDATION_MESSAGES.erisaPlanNumberFormat),
  erisaPlanYearEnd: optionalMmdd,
  // section-125
  hasSection125Plan: z.boolean().nullable(),
  section125TaxTreatment: nullableEnum(TAX_TREATMENTS),
  // malpractice
  malpracticePremiumsReimbursed: z.boolean().nullable(),
  malpracticeIncludedInEarnings: z.boolean().nullable(),
  // value-added-services
  valueAddedServices: z
    .array(z.enum(VALUE_ADDED_SERVICES, { error: VALIDATION_MESSAGES.valueNotValid }))
    .max(4)
    .nullable(),
  // pfml
  pfmlLeaveYearMethod: nullableEnum(LEAVE_YEAR_METHODS),
  pfmlFixedYearStart: optionalMmdd,
  pfmlContributionType: nullableEnum(CONTRIBUTION_TYPES),
  pfmlMinimumIntermittentLeave: nullableEnum(MINIMUM_INTERMITTENT_LEAVE),
  hasFamilyLeaveInsurance: z.boolean().nullable(),
  fliContributionType: nullableEnum(CONTRIBUTION_TYPES),
  fliEmployeeContributionPercent: percent,
} as const;

export type EifAnswerField = keyof typeof ANSWER_FIELDS;
export const EIF_ANSWER_FIELDS = Object.keys(ANSWER_FIELDS) as EifAnswerField[];

/** The sub-step each answer field belongs to. */
export const ANSWER_FIELD_SUB_STEP = {
  legalName: "tax-id",
  doingBusinessAs: "tax-id",
  taxId: "tax-id",
  natureOfBusiness: "tax-id",
  sicCode: "tax-id",
  industrySegment: "tax-id",
  employeesNumber: "tax-id",
  isEapOnlyBlended: "current-policies",
  hasEmployeesInMultipleStates: "current-policies",
  voluntaryLifeIncludesSpouse: "current-policies",
  dependentLifeIncluded: "current-policies",
  dependentLifeHasChanges: "current-policies",
  enrollmentStartDate: "current-policies",
  enrollmentEndDate: "current-policies",
  headquartersLocationId: "locations",
  hasSubsidiaries: "subsidiaries",
  subsidiariesBilledSeparately: "subsidiaries",
  subsidiariesHaveSeparateTaxIds: "subsidiaries",
  ageRules: "age-rules",
  rehireDurationValue: "rehire",
  rehireDurationUnit: "rehire",
  benefitLookBackValue: "rehire",
  benefitLookBackUnit: "rehire",
  waiveWaitingPeriodForRehires: "rehire",
  isErisaPlan: "erisa",
  erisaPlanNumber: "erisa",
  erisaPlanYearEnd: "erisa",
  hasSection125Plan: "section-125",
  section125TaxTreatment: "section-125",
  malpracticePremiumsReimbursed: "malpractice",
  malpracticeIncludedInEarnings: "malpractice",
  valueAddedServices: "value-added-services",
  pfmlLeaveYearMethod: "pfml",
  pfmlFixedYearStart: "pfml",
  pfmlContributionType: "pfml",
  pfmlMinimumIntermittentLeave: "pfml",
  hasFamilyLeaveInsurance: "pfml",
  fliContributionType: "pfml",
  fliEmployeeContributionPercent: "pfml",
} as const satisfies Record<EifAnswerField, EifSubStepId>;

/** The saved answers, every field present (null when unanswered). */
export type EifAnswers = { [K in EifAnswerField]: z.output<(typeof ANSWER_FIELDS)[K]> };

const DURATION_PAIRS = [
  ["rehireDurationValue", "rehireDurationUnit"],
  ["benefitLookBackValue", "benefitLookBackUnit"],
] as const;

/**
 * A rehire or look-back duration must be one of spec §5's. Checked on the answers as they stand once `sent` (the
 * fields a save sends) is applied, so that a value and its unit sent in two saves are checked together. Each issue
 * names the field sent (the value when both were).
 */
export function durationIssues(
  answers: Partial<Pick<EifAnswers, (typeof DURATION_PAIRS)[number][number]>>,
  sent: ReadonlySet<string>,
): { field: EifAnswerField; message: string }[] {
  return DURATION_PAIRS.flatMap(([valueKey, unitKey]) => {
    if (!sent.has(valueKey) && !sent.has(unitKey)) return [];
    const value = answers[valueKey];
    const unit = answers[unitKey];
    if (value === null || value === undefined || !unit || isAllowedDuration(value, unit)) return [];
    return [{ field: sent.has(valueKey) ? valueKey : unitKey, message: VALIDATION_MESSAGES.durationNotAllowed }];
  });
}

/** The body of PATCH .../draft: some answers, and some policies' billing preferences. */
export const eifDraftPatchSchema = z
  .object({
    answers: z.object(ANSWER_FIELDS).partial().strict().optional(),
    policyAnswers: z.record(z.uuid(), policyBillingAnswersSchema).optional(),
    /** The version edited (0 before the first save), for callers that cannot send If-Match; the header wins. */
    version: z.number().int().min(0).optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    // Within one save: both halves sent together. The server checks them again against what is stored.
    const answers = body.answers ?? {};
    const both = DURATION_PAIRS.flat().filter((field) => answers[field] !== undefined && answers[field] !== null);
    for (const issue of durationIssues(answers, new Set(both))) {
      ctx.addIssue({ code: "custom", path: ["answers", issue.field], message: issue.message });
    }
  });
export type EifDraftPatch = z.output<typeof eifDraftPatchSchema>;
export type EifDraftPatchInput = z.input<typeof eifDraftPatchSchema>;

/** One field's schema, for a form that checks a field as it is typed. */
export function answerFieldSchema(field: EifAnswerField): z.ZodType {
  return ANSWER_FIELDS[field];
}
