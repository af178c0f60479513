/** The e-mail (username) input of the auth forms: the attributes password managers and phones expect. */
import { TextInput } from "@mantine/core";
import type { Ref } from "react";
import { useTranslation } from "react-i18next";

export interface EmailFieldProps {
  name: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null | undefined;
  inputRef?: Ref<HTMLInputElement>;
}

export function EmailField({ name, value, onChange, error, inputRef }: EmailFieldProps) {
  const { t } = useTranslation("auth");
  return (
    <TextInput
      ref={inputRef}
      label={t("auth:credentials.username")}
      name={name}
      type="email"
      inputMode="email"
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      required
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
    />
  );
}
