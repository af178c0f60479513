/** One password input for every auth form: label, hint, error with aria-invalid, and a keyboard-reachable show/hide. */
import { PasswordInput } from "@mantine/core";
import type { Ref } from "react";
import { useTranslation } from "react-i18next";

export interface PasswordFieldProps {
  label: string;
  name: string;
  autoComplete: "current-password" | "new-password";
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  description?: string;
  inputRef?: Ref<HTMLInputElement>;
}

export function PasswordField({
  label,
  name,
  autoComplete,
  value,
  onChange,
  error,
  description,
  inputRef,
}: PasswordFieldProps) {
  const { t } = useTranslation("auth");
  return (
    <PasswordInput
      ref={inputRef}
      label={label}
      description={description}
      name={name}
      autoComplete={autoComplete}
      required
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      // Mantine leaves aria-invalid off its password field.
      aria-invalid={error ? true : undefined}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ "aria-label": t("auth:credentials.togglePassword") }}
    />
  );
}
