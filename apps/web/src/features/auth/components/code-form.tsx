/** A one-time code field with its submit button: numeric keypad, one-time-code autofill, paste allowed. */
import { Button, Stack, TextInput } from "@mantine/core";
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { passCodeSchema } from "../login-schemas";
import { ErrorAlert } from "./error-alert";

export interface CodeFormProps {
  /** Instructions, tied to the field as its description. */
  description: ReactNode;
  submitLabel: string;
  isPending: boolean;
  /** A wrong code (shown on the field). */
  codeError: string | null;
  /** Anything else that went wrong (shown above the field). */
  formError: string | null;
  onSubmit: (passCode: string) => void;
}

export function CodeForm({ description, submitLabel, isPending, codeError, formError, onSubmit }: CodeFormProps) {
  const { t } = useTranslation("auth");
  const [code, setCode] = useState("");
  const [validationError, setValidationError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (codeError) inputRef.current?.focus();
  }, [codeError]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = passCodeSchema.safeParse(code);
    if (!parsed.success) {
      setValidationError(parsed.error.issues[0]?.message ?? "auth:validation.passCodeFormat");
      inputRef.current?.focus();
      return;
    }
    setValidationError(null);
    onSubmit(parsed.data);
  }

  const error = validationError ? t(validationError) : codeError;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ErrorAlert message={formError} />
        <TextInput
          ref={inputRef}
          label={t("code.label")}
          description={description}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={error}
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          name="passCode"
          spellCheck={false}
        />
        <Button type="submit" loading={isPending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
