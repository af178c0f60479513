/** The first step: username and password (password managers welcome), remember me, and the sign-in call. */
import { Anchor, Button, Checkbox, Stack } from "@mantine/core";
import { type Dispatch, type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalizedPath } from "../../../lib/use-language";
import { useAuthenticate } from "../api/authenticate";
import { AUTHN_ERROR_CODES } from "../api/authn-types";
import { useAuthnFailure } from "../hooks/use-authn-failure";
import type { LoginEvent, LoginState } from "../login-machine";
import { credentialsSchema, fieldErrors } from "../login-schemas";
import { rememberedUsername, saveRememberMe } from "../remember-me";
import { EmailField } from "./email-field";
import { ErrorAlert } from "./error-alert";
import { PasswordField } from "./password-field";
import { StepFrame } from "./step-frame";

export interface CredentialsFormProps {
  state: LoginState;
  dispatch: Dispatch<LoginEvent>;
}

export function CredentialsForm({ state, dispatch }: CredentialsFormProps) {
  const { t } = useTranslation(["auth", "routes", "errors"]);
  const localizedPath = useLocalizedPath();
  const [username, setUsername] = useState(state.username);
  const [password, setPassword] = useState("");
  const [isRemembered, setIsRemembered] = useState(() => rememberedUsername() !== null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const authenticate = useAuthenticate();
  const { failure, onError, clearFailure } = useAuthnFailure(dispatch);

  const isWrongCredentials = failure?.code === AUTHN_ERROR_CODES.authenticationFailed;
  useEffect(() => {
    if (isWrongCredentials) passwordRef.current?.focus();
  }, [isWrongCredentials]);

  function submit(event: FormEvent) {
    event.preventDefault();
    clearFailure();
    const parsed = credentialsSchema.safeParse({ username, password });
    if (!parsed.success) {
      const next = fieldErrors(parsed.error);
      setErrors(next);
      (next.username ? usernameRef : passwordRef).current?.focus();
      return;
    }
    setErrors({});
    authenticate.mutate(parsed.data, {
      onSuccess: (response) => {
        saveRememberMe(parsed.data.username, isRemembered);
        dispatch({ type: "answered", response, username: parsed.data.username });
      },
      onError,
    });
  }

  // Wrong credentials are told on the password field; server field errors on their fields; the rest above the form.
  const usernameError = errors.username ? t(errors.username) : (failure?.fields.username ?? null);
  const passwordError = errors.password
    ? t(errors.password)
    : isWrongCredentials
      ? failure.message
      : (failure?.fields.password ?? null);
  const hasFieldError = Boolean(failure?.fields.username ?? failure?.fields.password);
  const formError = failure && !isWrongCredentials && !hasFieldError ? failure.message : null;
  const notice = state.notice ? t(`errors:${state.notice}`) : null;

  return (
    <StepFrame title={t("routes:login")} focusHeading={state.transitions > 0}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <ErrorAlert message={formError ?? notice} />
          <EmailField
            inputRef={usernameRef}
            name="username"
            value={username}
            onChange={setUsername}
            error={usernameError}
          />
          <PasswordField
            inputRef={passwordRef}
            label={t("credentials.password")}
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            error={passwordError ?? null}
          />
          <Checkbox
            label={t("credentials.rememberMe")}
            checked={isRemembered}
            onChange={(event) => setIsRemembered(event.currentTarget.checked)}
          />
          <Button type="submit" loading={authenticate.isPending}>
            {t("credentials.submit")}
          </Button>
          <Anchor component={Link} to={localizedPath("forgot")} size="sm">
            {t("credentials.forgotPassword")}
          </Anchor>
        </Stack>
      </form>
    </StepFrame>
  );
}
