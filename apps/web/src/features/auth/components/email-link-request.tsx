/**
 * Asks for an e-mail address and has a link sent to it (forgot password, reactivate). The answer never says
 * whether the account exists, so the confirmation is worded "if an account exists".
 */
import { Anchor, Button, Stack, Text } from "@mantine/core";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalizedPath } from "../../../lib/use-language";
import { checkEmail } from "../account-link-schemas";
import { type AuthnFailure, authnFailure } from "../authn-errors";
import { EmailField } from "./email-field";
import { ErrorAlert } from "./error-alert";
import { StepFrame } from "./step-frame";

export interface EmailLinkRequestProps {
  /** The auth namespace's section with title, intro, submit, sentTitle and sent ({{email}}). */
  copy: "forgot" | "reactivate";
  send: (email: string) => Promise<unknown>;
  isPending: boolean;
}

/** A server complaint about the address, whatever the request part it names (params.email, email). */
function emailFieldError(failure: AuthnFailure | null): string | null {
  const entry = Object.entries(failure?.fields ?? {}).find(([path]) => path.split(".").at(-1) === "email");
  return entry?.[1] ?? null;
}

export function EmailLinkRequest({ copy, send, isPending }: EmailLinkRequestProps) {
  const { t } = useTranslation(["auth", "errors"]);
  const localizedPath = useLocalizedPath();
  const [value, setValue] = useState("");
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [failure, setFailure] = useState<AuthnFailure | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const backToSignIn = (
    <Anchor component={Link} to={localizedPath("login")} size="sm">
      {t("auth:backToSignIn")}
    </Anchor>
  );

  if (sentTo !== null) {
    return (
      <StepFrame key="sent" title={t(`auth:${copy}.sentTitle`)} focusHeading>
        <Text>{t(`auth:${copy}.sent`, { email: sentTo })}</Text>
        {backToSignIn}
      </StepFrame>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const checked = checkEmail(value);
    if (checked.errorKey !== undefined) {
      setErrorKey(checked.errorKey);
      inputRef.current?.focus();
      return;
    }
    setErrorKey(null);
    const { email } = checked;
    send(email).then(
      () => setSentTo(email),
      (error: unknown) => {
        const next = authnFailure(error, t);
        setFailure(next);
        if (emailFieldError(next)) inputRef.current?.focus();
      },
    );
  }

  const fieldError = errorKey ? t(errorKey) : emailFieldError(failure);
  const formError = failure && !fieldError ? failure.message : null;

  return (
    <StepFrame key="form" title={t(`auth:${copy}.title`)} focusHeading={false}>
      <Text>{t(`auth:${copy}.intro`)}</Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <ErrorAlert message={formError} />
          <EmailField inputRef={inputRef} name="email" value={value} onChange={setValue} error={fieldError} />
          <Button type="submit" loading={isPending}>
            {t(`auth:${copy}.submit`)}
          </Button>
          {backToSignIn}
        </Stack>
      </form>
    </StepFrame>
  );
}
