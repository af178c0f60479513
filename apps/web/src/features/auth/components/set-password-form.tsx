/**
 * The new-password form behind an activation or reset link: the account's e-mail (read-only, so that a password
 * manager saves the new password under it), the new password under the domain's policy, and its confirmation.
 */
import { Button, Stack, Text, TextInput } from "@mantine/core";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-client";
import { type SetPasswordValues, setPasswordErrors } from "../account-link-schemas";
import type { AuthToken } from "../api/get-auth-token";
import { useUpsertPassword } from "../api/upsert-password";
import { type AuthnFailure, authnFailure } from "../authn-errors";
import type { PasswordLinkFlow } from "../password-link-flows";
import { ErrorAlert } from "./error-alert";
import { PasswordField } from "./password-field";
import { StepFrame } from "./step-frame";

export const TOKEN_EXPIRED_CODE = "TOKEN_EXPIRED";

export interface SetPasswordFormProps {
  flow: PasswordLinkFlow;
  token: string;
  account: AuthToken;
  onDone: () => void;
  /** The link ran out (or was used) between opening the page and sending the form. */
  onExpired: () => void;
}

type Field = keyof SetPasswordValues;
const FIELDS: Field[] = ["newPassword", "confirmPassword"];

/** The server names the password "password" (body.password); the form calls it newPassword. */
function serverErrors(failure: AuthnFailure | null): Partial<Record<Field, string>> {
  const password = failure?.fields.password ?? failure?.fields.newPassword;
  return password ? { newPassword: password } : {};
}

export function SetPasswordForm({ flow, token, account, onDone, onExpired }: SetPasswordFormProps) {
  const { t } = useTranslation(["auth", "errors"]);
  const [values, setValues] = useState<SetPasswordValues>({ newPassword: "", confirmPassword: "" });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<AuthnFailure | null>(null);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const upsert = useUpsertPassword();

  useEffect(() => {
    // A server answer that names the password takes the user there.
    if (serverErrors(failure).newPassword) inputs.current.newPassword?.focus();
  }, [failure]);

  function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const next = setPasswordErrors(values);
    setErrors(next);
    const first = FIELDS.find((field) => next[field]);
    if (first) {
      inputs.current[first]?.focus();
      return;
    }
    upsert.mutate(
      { token, password: values.newPassword },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (isApiError(error) && (error.status === 404 || error.code === TOKEN_EXPIRED_CODE)) onExpired();
          else setFailure(authnFailure(error, t));
        },
      },
    );
  }

  const fromServer = serverErrors(failure);
  const errorFor = (field: Field) => (errors[field] ? t(errors[field]) : (fromServer[field] ?? null));
  const formError = failure && !fromServer.newPassword ? failure.message : null;
  const input = (field: Field, description?: string) => (
    <PasswordField
      inputRef={(element) => {
        inputs.current[field] = element;
      }}
      label={t(`auth:passwordLink.${field}`)}
      description={description}
      name={field}
      autoComplete={"new-password"}
      value={values[field]}
      onChange={(value) => setValues((current) => ({ ...current, [field]: value }))}
      error={errorFor(field)}
    />
  );

  return (
    <StepFrame key="form" title={t(`auth:${flow}.title`)} focusHeading={false}>
      <Text>{t(`auth:${flow}.intro`, { name: account.name, email: account.email })}</Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <ErrorAlert message={formError} />
          <TextInput
            label={t("auth:credentials.username")}
            name="username"
            type="email"
            autoComplete="username"
            value={account.email}
            readOnly
          />
          {input("newPassword", t("auth:passwordLink.newPasswordHint"))}
          {input("confirmPassword")}
          <Button type="submit" loading={upsert.isPending}>
            {t(`auth:${flow}.submit`)}
          </Button>
        </Stack>
      </form>
    </StepFrame>
  );
}
