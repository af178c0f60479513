/** MFA_ENROLL_ACTIVATE: the QR code and setup key (authenticator app) or the texted code, then the first code. */
import { Code, Image, List, Stack, Text } from "@mantine/core";
import type { Dispatch } from "react";
import { useTranslation } from "react-i18next";
import { useActivateFactor } from "../api/activate-factor";
import { AUTHN_ERROR_CODES, SMS_FACTOR } from "../api/authn-types";
import { useAuthnFailure } from "../hooks/use-authn-failure";
import type { LoginEvent, LoginState, LoginStep } from "../login-machine";
import { CodeForm } from "./code-form";
import { StepFrame } from "./step-frame";

export interface MfaActivateStepProps {
  state: LoginState;
  step: Extract<LoginStep, { kind: "mfaEnrollActivate" }>;
  dispatch: Dispatch<LoginEvent>;
  onBack: () => void;
}

export function MfaActivateStep({ state, step, dispatch, onBack }: MfaActivateStepProps) {
  const { t } = useTranslation("auth");
  const activate = useActivateFactor();
  const { failure, onError, clearFailure } = useAuthnFailure(dispatch);
  const { activation, stateToken } = step;
  const isSms = activation.factorType === SMS_FACTOR;
  const isWrongCode = failure?.code === AUTHN_ERROR_CODES.invalidPasscode;

  function submit(passCode: string) {
    clearFailure();
    activate.mutate(
      { factorId: activation.factorId, stateToken, passCode },
      { onSuccess: (response) => dispatch({ type: "answered", response }), onError },
    );
  }

  const codeForm = (
    <CodeForm
      description={
        isSms
          ? t("activate.smsInstructions", { phone: activation.phoneNumber ?? t("mfa.yourPhone") })
          : t("activate.totpCodeInstructions")
      }
      submitLabel={t("activate.submit")}
      isPending={activate.isPending}
      codeError={isWrongCode ? failure.message : null}
      formError={failure && !isWrongCode ? failure.message : null}
      onSubmit={submit}
    />
  );

  return (
    <StepFrame
      title={isSms ? t("activate.smsTitle") : t("activate.totpTitle")}
      focusHeading={state.transitions > 0}
      signingInAs={state.user?.email}
      onBack={onBack}
    >
      {isSms ? (
        codeForm
      ) : (
        <Stack gap="md">
          <List type="ordered" spacing="xs">
            <List.Item>{t("activate.totpInstallApp")}</List.Item>
            <List.Item>{t("activate.totpScan")}</List.Item>
          </List>
          {activation.qrCodeDataUrl && (
            <Image src={activation.qrCodeDataUrl} alt={t("activate.qrAlt")} w={200} h={200} fit="contain" />
          )}
          {activation.secret && (
            <Text>
              {t("activate.manualKey")}{" "}
              <Code style={{ wordBreak: "break-all", userSelect: "all" }}>{activation.secret}</Code>
            </Text>
          )}
          {codeForm}
        </Stack>
      )}
    </StepFrame>
  );
}
