/** The end of a sign-in attempt that cannot go on: locked out, or one of the spec's sign-in messages. */
import { Alert } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { LoginState, LoginStep } from "../login-machine";
import { StepFrame } from "./step-frame";

export interface ProblemStepProps {
  state: LoginState;
  step: Extract<LoginStep, { kind: "lockedOut" | "failed" }>;
  onBack: () => void;
}

export function ProblemStep({ state, step, onBack }: ProblemStepProps) {
  const { t } = useTranslation(["auth", "errors"]);
  const isLockedOut = step.kind === "lockedOut";
  const message = isLockedOut ? t("errors:lockedOut") : t(`errors:${step.problem}`, { status: step.status ?? "" });
  return (
    <StepFrame
      title={isLockedOut ? t("auth:problem.lockedOutTitle") : t("auth:problem.title")}
      focusHeading={state.transitions > 0}
      onBack={onBack}
    >
      <Alert color="red" role="alert">
        {message}
      </Alert>
    </StepFrame>
  );
}
