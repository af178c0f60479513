/**
 * GET /api/clients/{clientId}/draft: everything an EIF step shows at once: the saved answers with their version,
 * the policies with their billing preferences, the plans, the locations, how many of each list the client has, and
 * the outline (which sub-steps apply, which are complete). PATCH answers the same shape.
 */
import { z } from "zod";
import {
  ADVANCE_OR_ARREARS,
  BILL_PAYROLL_CYCLES,
  BILLING_ADMINISTRATION_TYPES,
  BILLING_STRUCTURE_TYPES,
  CONTRIBUTION_TYPES,
  LOCATION_TYPES,
  PFML_OPTIONS,
} from "../clients/enums";
import { US_STATE_CODES } from "../common/us-states";
import { SLF_COVERAGES } from "./coverages";
import { EIF_STEPS, type EifStepId, type EifSubStepId } from "./eif-steps";

export const CLAIMS_CHECK_PAYEES = ["EMPLOYEE", "EMPLOYER", "TPA"] as const;
export const SEND_CLAIMS_CHECK_TO = ["EMPLOYEE_HOME", "EMPLOYER_LOCATION", "PAYEE_CONTACT"] as const;

export const eifPolicySchema = z.object({
  id: z.string(),
  policyNumber: z.string(),
  primaryPolicy: z.boolean(),
  coverages: z.array(z.enum(SLF_COVERAGES)),
  situs: z.enum(US_STATE_CODES).nullable(),
  policyEffective: z.string().nullable(),
  billingAdministrationType: z.enum(BILLING_ADMINISTRATION_TYPES).nullable(),
  billingStructureType: z.enum(BILLING_STRUCTURE_TYPES).nullable(),
  billPayrollCycles: z.array(z.enum(BILL_PAYROLL_CYCLES)).nullable(),
  advanceOrArrears: z.enum(ADVANCE_OR_ARREARS).nullable(),
  benAdminPlatformId: z.string().nullable(),
});
export type EifPolicy = z.infer<typeof eifPolicySchema>;

export const eifPlanSchema = z.object({
  id: z.string(),
  policyId: z.string().nullable(),
  benefitType: z.enum(SLF_COVERAGES),
  name: z.string().nullable(),
  claimsCheckPayee: z.enum(CLAIMS_CHECK_PAYEES).nullable(),
  sendClaimsCheckTo: z.enum(SEND_CLAIMS_CHECK_TO).nullable(),
  payeeContactId: z.string().nullable(),
  carrierName: z.string().nullable(),
  terminationDate: z.string().nullable(),
  pfmlOption: z.enum(PFML_OPTIONS).nullable(),
  pfmlState: z.enum(US_STATE_CODES).nullable(),
  pfmlContributionType: z.enum(CONTRIBUTION_TYPES).nullable(),
  pfmlEmployerContributionPercent: z.number().nullable(),
  pfmlEmployeeContributionPercent: z.number().nullable(),
  version: z.number().int(),
});
export type EifPlan = z.infer<typeof eifPlanSchema>;

export const eifLocationSchema = z.object({
  id: z.string(),
  name: z.string(),
  address1: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  state: z.enum(US_STATE_CODES),
  zipCode: z.string(),
  locationType: z.enum(LOCATION_TYPES),
  version: z.number().int(),
});
export type EifLocation = z.infer<typeof eifLocationSchema>;

export const eifCountsSchema = z.object({
  contacts: z.number().int(),
  bills: z.number().int(),
  employeeClasses: z.number().int(),
  subsidiaries: z.number().int(),
  monthlyClaimsReportMailingLocations: z.number().int(),
});
export type EifCounts = z.infer<typeof eifCountsSchema>;

export const eifOutlineSchema = z.array(
  z.object({
    stepId: z.enum(EIF_STEPS),
    complete: z.boolean(),
    subSteps: z.array(z.object({ subStepId: z.string(), complete: z.boolean() })),
  }),
);
export type EifOutline = {
  stepId: EifStepId;
  complete: boolean;
  subSteps: { subStepId: EifSubStepId; complete: boolean }[];
}[];

export const eifDraftSchema = z.object({
  clientId: z.string(),
  clientName: z.string(),
  version: z.number().int(),
  /** Every answer field, null when unanswered (see eif-answers.ts for the fields). */
  answers: z.record(z.string(), z.unknown()),
  policies: z.array(eifPolicySchema),
  plans: z.array(eifPlanSchema),
  locations: z.array(eifLocationSchema),
  counts: eifCountsSchema,
  outline: eifOutlineSchema,
  eifSignedAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type EifDraftResponse = z.infer<typeof eifDraftSchema>;
