/** One template field: an input for the signer's own field, else its value read-only (another signer fills it). */
import { Checkbox, Stack, Text, TextInput } from "@mantine/core";
import type { Language } from "@onboard/domain/common/environments";
import type { FormFieldValue } from "@onboard/domain/onboarding-forms/field-values";
import type { FormField } from "@onboard/domain/onboarding-forms/template-schema";
import { TEXT_MAX_LENGTH } from "@onboard/domain/validation/text-limits";
import { useTranslation } from "react-i18next";

export interface FormFieldInputProps {
  field: FormField;
  language: Language;
  value: FormFieldValue | undefined;
  error?: string;
  onChange: (value: FormFieldValue) => void;
}

export function FormFieldInput({ field, language, value, error, onChange }: FormFieldInputProps) {
  const label = field.label[language];
  const inputId = `form-field-${field.id}`;
  if (field.kind === "checkbox") {
    return (
      <Checkbox
        id={inputId}
        label={label}
        required={field.required}
        checked={value === true}
        onChange={(event) => onChange(event.currentTarget.checked)}
        error={error}
      />
    );
  }
  return (
    <TextInput
      id={inputId}
      type={field.kind === "date" ? "date" : "text"}
      label={label}
      required={field.required}
      maxLength={field.kind === "text" ? (field.maxLength ?? TEXT_MAX_LENGTH) : undefined}
      autoComplete="off"
      value={typeof value === "string" ? value : ""}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
    />
  );
}

/** `value` null: the answer is not shown here (the viewer), only the field's label. */
export function ReadOnlyField({
  field,
  language,
  value,
}: Omit<FormFieldInputProps, "onChange" | "error" | "value"> & { value: FormFieldValue | undefined | null }) {
  const { t } = useTranslation("onboardingForms");
  const shown = (() => {
    if (value === null) return null;
    if (value === undefined || value === "") return t("fields.notFilled");
    if (typeof value === "boolean") return value ? t("fields.yes") : t("fields.no");
    return value;
  })();
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {field.label[language]}
      </Text>
      {shown !== null && <Text>{shown}</Text>}
    </Stack>
  );
}
