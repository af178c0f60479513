/**
 * The EIF's five steps and the sub-steps of each (onboarding spec §2 "EIF routes", §5). The spec names the steps and
 * the conditional sub-steps; the remaining sub-steps and their order are ours (decision 017).
 */
import { EIF_STEPS } from "../clients/enums";

export type EifStepId = (typeof EIF_STEPS)[number];
export { EIF_STEPS };

export const EIF_SUB_STEPS = {
  "company-information": ["tax-id", "current-policies", "locations", "subsidiaries"],
  "plan-administrators-&-billing": [
    "plan-administrators",
    "billing-preferences",
    "claims-payment",
    "monthly-claims-report",
  ],
  "plan-configuration-&-eligibility": ["employee-classes", "age-rules", "rehire"],
  "other-contract-details": ["erisa", "section-125", "malpractice", "value-added-services", "pfml"],
  "review-&-submit": ["review"],
} as const satisfies Record<EifStepId, readonly string[]>;

export type EifSubStepId = (typeof EIF_SUB_STEPS)[EifStepId][number];

export const ALL_EIF_SUB_STEPS: readonly EifSubStepId[] = EIF_STEPS.flatMap((step) => EIF_SUB_STEPS[step]);

/** Sub-steps answered once per policy: their route carries /policy/{policyId}. */
export const POLICY_SUB_STEPS = ["billing-preferences"] as const satisfies readonly EifSubStepId[];

/** The sub-step whose screen lists the employee classes and opens the class builder. */
export const CLASS_BUILDER_SUB_STEP = "employee-classes" satisfies EifSubStepId;

/** The task of the EIF in the hub, and the company-profile task that opens the same form. */
export const EIF_TASK_ID = "eif-submit-company-information";
export const EIF_FORM_TASK_IDS = ["company-profile", "eif-submit-company-information"] as const;

export function isEifStepId(value: string): value is EifStepId {
  return (EIF_STEPS as readonly string[]).includes(value);
}

export function isEifSubStepId(value: string): value is EifSubStepId {
  return (ALL_EIF_SUB_STEPS as readonly string[]).includes(value);
}

export function stepOfSubStep(subStep: EifSubStepId): EifStepId {
  const step = EIF_STEPS.find((id) => (EIF_SUB_STEPS[id] as readonly string[]).includes(subStep));
  if (!step) throw new Error(`Unknown EIF sub-step ${subStep}`);
  return step;
}

export function isPolicySubStep(subStep: EifSubStepId): boolean {
  return (POLICY_SUB_STEPS as readonly string[]).includes(subStep);
}
