/** MFA_REQUIRED / MFA_CHALLENGE with the one configured factor: a TOTP code, or an SMS code sent on request. */
import { Button, Stack, Text } from "@mantine/core";
import type { Dispatch } from "react";
import { useTranslation } from "react-i18next";
import { AUTHN_ERROR_CODES, SMS_FACTOR } from "../api/authn-types";
import { useVerifyFactor } from "../api/verify-factor";
import { useAuthnFailure } from "../hooks/use-authn-failure";
import type { LoginEvent, LoginState, LoginStep } from "../login-machine";
import { CodeForm } from "./code-form";
import { ErrorAlert } from "./error-alert";
import { StepFrame } from "./step-frame";

export interface MfaVerifyStepProps {
  state: LoginState;
  step: Extract<LoginStep, { kind: "mfaVerify" }>;
  dispatch: Dispatch<LoginEvent>;
  onBack: () => void;
}

export function MfaVerifyStep({ state, step, dispatch, onBack }: MfaVerifyStepProps) {
  const { t } = useTranslation("auth");
  const verify = useVerifyFactor();
  const { failure, onError, clearFailure } = useAuthnFailure(dispatch);
  const { factor, stateToken } = step;
  const isSms = factor.factorType === SMS_FACTOR;
  const phone = factor.profile.phoneNumber ?? t("mfa.yourPhone");
  const isWrongCode = failure?.code === AUTHN_ERROR_CODES.invalidPasscode;

  function call(passCode?: string) {
    clearFailure();
    verify.mutate(
      { factorId: factor.id, stateToken, ...(passCode === undefined ? {} : { passCode }) },
      { onSuccess: (response) => dispatch({ type: "answered", response }), onError },
    );
  }

  const frame = {
    focusHeading: state.transitions > 0,
    signingInAs: state.user?.email,
    onBack,
  };

  if (isSms && !step.isChallengeSent) {
    return (
      <StepFrame title={t("mfa.verifyTitle")} {...frame}>
        <ErrorAlert message={failure?.message} />
        <Text>{t("mfa.smsSendInstructions", { phone })}</Text>
        <Button onClick={() => call()} loading={verify.isPending} style={{ alignSelf: "flex-start" }}>
          {t("mfa.sendCode")}
        </Button>
      </StepFrame>
    );
  }

  return (
    <StepFrame title={t("mfa.verifyTitle")} {...frame}>
      <Stack gap="sm">
        <CodeForm
          description={isSms ? t("mfa.smsCodeInstructions", { phone }) : t("mfa.totpInstructions")}
          submitLabel={t("mfa.verify")}
          isPending={verify.isPending}
          codeError={isWrongCode ? failure.message : null}
          formError={failure && !isWrongCode ? failure.message : null}
          onSubmit={call}
        />
        {isSms && (
          <Button
            variant="default"
            onClick={() => call()}
            disabled={verify.isPending}
            style={{ alignSelf: "flex-start" }}
          >
            {t("mfa.resendCode")}
          </Button>
        )}
      </Stack>
    </StepFrame>
  );
}
