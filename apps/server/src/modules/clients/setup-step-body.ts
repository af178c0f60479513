/** Parses a setup step's body with that step's schema; failures are 400s with `body.<field>` paths, like the route schemas'. */
import { SETUP_STEP_BODY_SCHEMAS, type SetupStepBody, type SetupStepId } from "@onboard/domain/clients/setup-steps";
import { AppError } from "../../errors/app-error";

export type ParsedStep = { [S in SetupStepId]: { step: S; body: SetupStepBody<S> } }[SetupStepId];

export function parseStepBody(step: SetupStepId, body: unknown): ParsedStep {
  const result = SETUP_STEP_BODY_SCHEMAS[step].safeParse(body ?? {});
  if (!result.success) {
    const errors = result.error.issues.map((issue) => ({
      path: ["body", ...issue.path.map(String)].join("."),
      message: issue.message,
    }));
    throw new AppError("VALIDATION_ERROR", 400, errors[0]?.message ?? "Invalid body", errors);
  }
  return { step, body: result.data } as ParsedStep;
}
