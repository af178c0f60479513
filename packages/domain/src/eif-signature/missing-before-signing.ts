/**
 * What must be answered before the EIF can be signed: every issue of every applicable sub-step but the review itself
 * (the signature is what completes it), with the step and sub-step it belongs to, so that each can link there.
 */
import { EIF_STEPS, type EifStepId, type EifSubStepId } from "../eif/eif-steps";
import { type EifSnapshot, eifFactsOf, subStepIssues } from "../eif/sub-step-issues";
import { applicableSubSteps } from "../eif/sub-step-rules";

export interface MissingAnswer {
  stepId: EifStepId;
  subStepId: EifSubStepId;
  field: string;
  message: string;
}

export function missingBeforeSigning(snapshot: EifSnapshot): MissingAnswer[] {
  const facts = eifFactsOf(snapshot);
  return EIF_STEPS.flatMap((stepId) =>
    applicableSubSteps(stepId, facts)
      .filter((subStepId) => subStepId !== "review")
      .flatMap((subStepId) => subStepIssues(subStepId, snapshot).map((issue) => ({ stepId, subStepId, ...issue }))),
  );
}

/** The path a missing answer has in a 400's errors: `eif.<step>.<sub-step>.<field>`. */
export const missingAnswerPath = (missing: MissingAnswer) =>
  `eif.${missing.stepId}.${missing.subStepId}.${missing.field}`;
