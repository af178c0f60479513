/** MFA_ENROLL: choose an authenticator app or a phone (with its number); the answer is MFA_ENROLL_ACTIVATE. */
import { Button, Radio, Stack, TextInput } from "@mantine/core";
import { type Dispatch, type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { type FactorType, SMS_FACTOR, TOTP_FACTOR } from "../api/authn-types";
import { useEnrollFactor } from "../api/enroll-factor";
import { useAuthnFailure } from "../hooks/use-authn-failure";
import type { LoginEvent, LoginState, LoginStep } from "../login-machine";
import { phoneNumberSchema } from "../login-schemas";
import { ErrorAlert } from "./error-alert";
import { StepFrame } from "./step-frame";

export interface MfaEnrollStepProps {
  state: LoginState;
  step: Extract<LoginStep, { kind: "mfaEnroll" }>;
  dispatch: Dispatch<LoginEvent>;
  onBack: () => void;
}

const OPTION_KEYS: Record<FactorType, { label: string; description: string }> = {
  [TOTP_FACTOR]: { label: "enroll.totpLabel", description: "enroll.totpDescription" },
  [SMS_FACTOR]: { label: "enroll.smsLabel", description: "enroll.smsDescription" },
};

export function MfaEnrollStep({ state, step, dispatch, onBack }: MfaEnrollStepProps) {
  const { t } = useTranslation("auth");
  const [factorType, setFactorType] = useState<FactorType | null>(
    step.factorTypes.length === 1 ? (step.factorTypes[0] ?? null) : null,
  );
  const [phoneNumber, setPhoneNumber] = useState("");
  const [errors, setErrors] = useState<{ factorType?: string; phoneNumber?: string }>({});
  const phoneRef = useRef<HTMLInputElement>(null);
  const enroll = useEnrollFactor();
  const { failure, onError, clearFailure } = useAuthnFailure(dispatch);

  function submit(event: FormEvent) {
    event.preventDefault();
    clearFailure();
    if (!factorType) {
      setErrors({ factorType: "auth:validation.factorRequired" });
      return;
    }
    let phone: string | undefined;
    if (factorType === SMS_FACTOR) {
      const parsed = phoneNumberSchema.safeParse(phoneNumber);
      if (!parsed.success) {
        setErrors({ phoneNumber: parsed.error.issues[0]?.message ?? "auth:validation.phoneFormat" });
        phoneRef.current?.focus();
        return;
      }
      phone = parsed.data;
    }
    setErrors({});
    enroll.mutate(
      { stateToken: step.stateToken, factorType, ...(phone ? { phoneNumber: phone } : {}) },
      { onSuccess: (response) => dispatch({ type: "answered", response }), onError },
    );
  }

  const phoneError = errors.phoneNumber ? t(errors.phoneNumber) : (failure?.fields.phoneNumber ?? null);
  const formError = failure && !failure.fields.phoneNumber ? failure.message : null;

  return (
    <StepFrame
      title={t("enroll.title")}
      focusHeading={state.transitions > 0}
      signingInAs={state.user?.email}
      onBack={onBack}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <ErrorAlert message={formError} />
          <Radio.Group
            label={t("enroll.choose")}
            description={t("enroll.intro")}
            value={factorType}
            onChange={(value) => setFactorType(value as FactorType)}
            error={errors.factorType ? t(errors.factorType) : null}
            required
          >
            <Stack gap="sm" mt="xs">
              {step.factorTypes.map((type) => (
                <Radio
                  key={type}
                  value={type}
                  label={t(OPTION_KEYS[type].label)}
                  description={t(OPTION_KEYS[type].description)}
                />
              ))}
            </Stack>
          </Radio.Group>
          {factorType === SMS_FACTOR && (
            <TextInput
              ref={phoneRef}
              label={t("enroll.phoneLabel")}
              description={t("enroll.phoneDescription")}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              name="phoneNumber"
              required
              value={phoneNumber}
              onChange={(event) => setPhoneNumber(event.currentTarget.value)}
              error={phoneError}
            />
          )}
          <Button type="submit" loading={enroll.isPending}>
            {t("enroll.continue")}
          </Button>
        </Stack>
      </form>
    </StepFrame>
  );
}
