/** The server refuses answers for a sub-step that does not apply to the client (spec §5, issue 13). */
import type { EifSubStepId } from "@onboard/domain/eif/eif-steps";
import { type EifSnapshot, eifFactsOf } from "@onboard/domain/eif/sub-step-issues";
import { isSubStepApplicable } from "@onboard/domain/eif/sub-step-rules";
import { VALIDATION_MESSAGES } from "@onboard/domain/validation/messages";
import { AppError } from "../../errors/app-error";

/** 400 VALIDATION_ERROR naming each path whose sub-step does not apply. */
export function assertSubStepsApply(
  snapshot: Pick<EifSnapshot, "answers" | "policies">,
  touched: readonly { path: string; subStep: EifSubStepId }[],
): void {
  const facts = eifFactsOf(snapshot);
  const refused = touched.filter(({ subStep }) => !isSubStepApplicable(subStep, facts));
  if (refused.length > 0) {
    throw new AppError(
      "VALIDATION_ERROR",
      400,
      VALIDATION_MESSAGES.subStepNotApplicable,
      refused.map(({ path }) => ({ path, message: VALIDATION_MESSAGES.subStepNotApplicable })),
    );
  }
}
