/** Picks the screen for the sign-in flow's current step. */
import type { Dispatch } from "react";
import type { LoginEvent, LoginState } from "../login-machine";
import { CredentialsForm } from "./credentials-form";
import { MfaActivateStep } from "./mfa-activate-step";
import { MfaEnrollStep } from "./mfa-enroll-step";
import { MfaVerifyStep } from "./mfa-verify-step";
import { PasswordExpiredStep } from "./password-expired-step";
import { ProblemStep } from "./problem-step";
import { SuccessStep } from "./success-step";

export interface LoginStepViewProps {
  state: LoginState;
  dispatch: Dispatch<LoginEvent>;
  onBack: () => void;
  returnTo: string;
}

export function LoginStepView({ state, dispatch, onBack, returnTo }: LoginStepViewProps) {
  const { step } = state;
  switch (step.kind) {
    case "credentials":
      return <CredentialsForm state={state} dispatch={dispatch} />;
    case "mfaVerify":
      return <MfaVerifyStep state={state} step={step} dispatch={dispatch} onBack={onBack} />;
    case "mfaEnroll":
      return <MfaEnrollStep state={state} step={step} dispatch={dispatch} onBack={onBack} />;
    case "mfaEnrollActivate":
      return <MfaActivateStep state={state} step={step} dispatch={dispatch} onBack={onBack} />;
    case "passwordExpired":
      return <PasswordExpiredStep state={state} step={step} dispatch={dispatch} onBack={onBack} />;
    case "success":
      return <SuccessStep state={state} sessionToken={step.sessionToken} returnTo={returnTo} onBack={onBack} />;
    case "lockedOut":
    case "failed":
      return <ProblemStep state={state} step={step} onBack={onBack} />;
  }
}
