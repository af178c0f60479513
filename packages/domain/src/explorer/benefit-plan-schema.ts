/**
 * A benefit plan as the explorer administration form sends it (benefits-explorer spec §3 "Benefit plan"), with every
 * plan and comparison-field rule of spec §5. One schema serves the form (zodResolver) and the server.
 *
 * Rules that need the site (the employer's state for the state-offering rules, and whether comparison is shown for
 * each benefit type) come from a context: `benefitPlanSchemaFor(context)`. `benefitPlanInputSchema` is the plan on
 * its own: no state rule, comparison shown for medical only (as on the public site, medical is always compared).
 * Inside a site, explorer-site-schema.ts checks each plan with the site's own employer state.
 */
import type { z } from "zod";
import {
  type BenefitPlanContext,
  type BenefitPlanFields,
  benefitPlanFieldsSchema,
  DEFAULT_BENEFIT_PLAN_CONTEXT,
  type PlanIssueReporter,
} from "./benefit-plan-fields";
import { checkBenefitPlan } from "./benefit-plan-rules";
import type { BenefitType, PlanType } from "./benefit-types";

export {
  type BenefitPlanContext,
  type BenefitPlanFields,
  benefitPlanFieldsSchema,
  type ComparisonDisplay,
  comparisonDisplayFor,
  DEFAULT_BENEFIT_PLAN_CONTEXT,
} from "./benefit-plan-fields";

/** Reports plan issues as zod issues under `prefix` (e.g. ["benefits", 2] inside a site). */
export function zodPlanIssueReporter(ctx: z.core.$RefinementCtx, prefix: (string | number)[] = []): PlanIssueReporter {
  return (field, message) => ctx.addIssue({ code: "custom", message, path: [...prefix, field] });
}

/** A plan after a successful parse: carrier, benefit type and plan type are known. */
export type BenefitPlanInput = Omit<BenefitPlanFields, "carrierId" | "benefitType" | "planType"> & {
  carrierId: number;
  benefitType: BenefitType;
  planType: PlanType;
};

/** The plan schema with every rule, for a site whose employer state and comparison display are known. */
export function benefitPlanSchemaFor(context: BenefitPlanContext) {
  return benefitPlanFieldsSchema
    .superRefine((plan, ctx) => checkBenefitPlan(plan, context, zodPlanIssueReporter(ctx)))
    .transform((plan) => plan as BenefitPlanInput);
}

/** A plan on its own (no employer state yet; comparison for medical only). */
export const benefitPlanInputSchema = benefitPlanSchemaFor(DEFAULT_BENEFIT_PLAN_CONTEXT);
/** What the form holds (inputs may be "" or text numbers). */
export type BenefitPlanFormValues = z.input<typeof benefitPlanInputSchema>;
