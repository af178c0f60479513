/**
 * The site form's inputs, bound to react-hook-form by name (FormProvider): each has a visible label and shows its
 * field's message (Mantine's `error` sets aria-invalid and aria-describedby). Empty inputs hold "" or null.
 */
import { Checkbox, Select, Stack, Textarea, TextInput } from "@mantine/core";
import type { ReactNode } from "react";
import { type FieldPath, useController, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAdminMessage } from "../hooks/use-admin-message";
import type { SiteFormValues } from "../site-form-values";

export interface Option {
  value: string;
  label: string;
}

interface BaseProps {
  name: string;
  label: string;
  description?: ReactNode;
  required?: boolean;
}

function useField(name: string) {
  const { control } = useFormContext<SiteFormValues>();
  const { field, fieldState } = useController({ control, name: name as FieldPath<SiteFormValues> });
  const { translate } = useAdminMessage();
  return { field, error: translate(fieldState.error?.message) };
}

function text(value: unknown): string {
  return value === null || value === undefined ? "" : String(value);
}

export function TextField({
  type = "text",
  multiline = false,
  ...props
}: BaseProps & { type?: "text" | "date" | "url" | "number"; multiline?: boolean }) {
  const { field, error } = useField(props.name);
  const common = {
    label: props.label,
    description: props.description,
    withAsterisk: props.required,
    error,
    name: field.name,
    ref: field.ref,
    onBlur: field.onBlur,
    value: text(field.value),
  };
  if (multiline)
    return <Textarea {...common} autosize minRows={2} onChange={(e) => field.onChange(e.currentTarget.value)} />;
  return (
    <TextInput
      {...common}
      type={type === "number" ? "text" : type}
      inputMode={type === "number" ? "decimal" : undefined}
      onChange={(e) => field.onChange(e.currentTarget.value)}
    />
  );
}

export function SelectField({ data, clearable = true, ...props }: BaseProps & { data: Option[]; clearable?: boolean }) {
  const { field, error } = useField(props.name);
  const { t } = useTranslation("explorerAdmin");
  return (
    <Select
      label={props.label}
      description={props.description}
      withAsterisk={props.required}
      error={error}
      data={data}
      searchable={data.length > 8}
      clearable={clearable}
      placeholder={t("form.choose")}
      name={field.name}
      ref={field.ref}
      onBlur={field.onBlur}
      value={field.value === null || field.value === undefined || field.value === "" ? null : String(field.value)}
      onChange={(value) => field.onChange(value)}
    />
  );
}

export function CheckboxField(props: BaseProps) {
  const { field, error } = useField(props.name);
  return (
    <Checkbox
      label={props.label}
      description={props.description}
      error={error}
      name={field.name}
      ref={field.ref}
      onBlur={field.onBlur}
      checked={field.value === true}
      onChange={(e) => field.onChange(e.currentTarget.checked)}
    />
  );
}

/** A yes/no question that may stay unanswered (null). */
export function YesNoField(props: BaseProps) {
  const { field, error } = useField(props.name);
  const { t } = useTranslation("explorerAdmin");
  const value = field.value === true ? "yes" : field.value === false ? "no" : null;
  return (
    <Select
      label={props.label}
      description={props.description}
      withAsterisk={props.required}
      error={error}
      data={[
        { value: "yes", label: t("form.yes") },
        { value: "no", label: t("form.no") },
      ]}
      clearable
      placeholder={t("form.choose")}
      name={field.name}
      ref={field.ref}
      onBlur={field.onBlur}
      value={value}
      onChange={(next) => field.onChange(next === null ? null : next === "yes")}
    />
  );
}

/** Several choices as check boxes in a labelled group (policies, content flags). */
export function CheckboxListField({ options, ...props }: BaseProps & { options: Option[] }) {
  const { field, error } = useField(props.name);
  const value = Array.isArray(field.value) ? (field.value as string[]) : [];
  return (
    <Checkbox.Group
      label={props.label}
      description={props.description}
      withAsterisk={props.required}
      error={error}
      value={value}
      onChange={(next) => field.onChange(next)}
    >
      <Stack gap="xs" mt="xs">
        {options.map((option) => (
          <Checkbox key={option.value} value={option.value} label={option.label} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
