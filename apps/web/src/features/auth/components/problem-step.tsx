import { useTranslation } from "react-i18next";
import type { LoginState, LoginStep } from "../login-machine";
import { ErrorAlert } from "./error-alert";
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
      <ErrorAlert message={message} />
    </StepFrame>
  );
}
