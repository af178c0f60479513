/** PASSWORD_EXPIRED: "Your password has expired." and the change-password form; policy errors land on fields. */
import { Alert, Button, Stack } from "@mantine/core";
import { type Dispatch, type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { AUTHN_ERROR_CODES } from "../api/authn-types";
import { useChangePassword } from "../api/change-password";
import type { AuthnFailure } from "../authn-errors";
import { useAuthnFailure } from "../hooks/use-authn-failure";
import type { LoginEvent, LoginState, LoginStep } from "../login-machine";
import { changePasswordErrors } from "../login-schemas";
import { ErrorAlert } from "./error-alert";
import { PasswordField } from "./password-field";
import { StepFrame } from "./step-frame";

export interface PasswordExpiredStepProps {
  state: LoginState;
  step: Extract<LoginStep, { kind: "passwordExpired" }>;
  dispatch: Dispatch<LoginEvent>;
  onBack: () => void;
}

type Field = "oldPassword" | "newPassword" | "confirmPassword";
const FIELDS: Field[] = ["oldPassword", "newPassword", "confirmPassword"];

/** Server answers: policy errors by field path; a wrong current password is about the first field. */
function serverFieldErrors(failure: AuthnFailure | null): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = { ...failure?.fields };
  if (failure?.code === AUTHN_ERROR_CODES.authenticationFailed) errors.oldPassword ??= failure.message;
  return errors;
}

export function PasswordExpiredStep({ state, step, dispatch, onBack }: PasswordExpiredStepProps) {
  const { t } = useTranslation(["auth", "errors"]);
  const [values, setValues] = useState<Record<Field, string>>({
    oldPassword: "",
    newPassword: "",
    confirmPassword: "",
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const change = useChangePassword();
  const { failure, onError, clearFailure } = useAuthnFailure(dispatch);

  const serverErrors = serverFieldErrors(failure);
  const hasServerFieldError = FIELDS.some((field) => serverErrors[field]);

  useEffect(() => {
    // Each new server answer that names a field takes the user there.
    const errors = serverFieldErrors(failure);
    const first = FIELDS.find((field) => errors[field]);
    if (first) inputs.current[first]?.focus();
  }, [failure]);

  function submit(event: FormEvent) {
    event.preventDefault();
    clearFailure();
    const next = changePasswordErrors(values);
    setErrors(next);
    const first = FIELDS.find((field) => next[field]);
    if (first) {
      inputs.current[first]?.focus();
      return;
    }
    change.mutate(
      { stateToken: step.stateToken, oldPassword: values.oldPassword, newPassword: values.newPassword },
      { onSuccess: (response) => dispatch({ type: "answered", response }), onError },
    );
  }

  const errorFor = (field: Field) => (errors[field] ? t(errors[field]) : (serverErrors[field] ?? null));
  const input = (field: Field, autoComplete: "current-password" | "new-password", description?: string) => (
    <PasswordField
      inputRef={(element) => {
        inputs.current[field] = element;
      }}
      label={t(`auth:passwordExpired.${field}`)}
      description={description}
      name={field}
      autoComplete={autoComplete}
      value={values[field]}
      onChange={(value) => setValues((current) => ({ ...current, [field]: value }))}
      error={errorFor(field)}
    />
  );

  return (
    <StepFrame
      title={t("auth:passwordExpired.title")}
      focusHeading={state.transitions > 0}
      signingInAs={state.user?.email}
      onBack={onBack}
    >
      <Alert color="yellow">{t("errors:passwordExpired")}</Alert>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <ErrorAlert message={hasServerFieldError ? null : failure?.message} />
          {input("oldPassword", "current-password")}
          {input("newPassword", "new-password", t("auth:passwordExpired.newPasswordHint"))}
          {input("confirmPassword", "new-password")}
          <Button type="submit" loading={change.isPending}>
            {t("auth:passwordExpired.submit")}
          </Button>
        </Stack>
      </form>
    </StepFrame>
  );
}
