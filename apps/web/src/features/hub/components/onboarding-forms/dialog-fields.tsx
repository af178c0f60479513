/**
 * Fields the staff dialogs share, bound to the dialog's form by name; each shows its own error (a domain message,
 * translated). A choice or signer left empty holds "".
 */
import { type ComboboxData, NumberInput, Select, Text, Textarea, TextInput } from "@mantine/core";
import { MAX_REMINDER_INTERVAL_DAYS } from "@onboard/domain/onboarding-forms/onboarding-form-schemas";
import type { ReactElement } from "react";
import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useDomainMessage } from "./domain-message";
import { SignerSelect, type SignerSelectProps } from "./signer-select";

interface BoundField<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  name: Path<T>;
  label: string;
}

interface SelectBinding {
  value: string | null;
  onChange: (value: string | null) => void;
  error: string | undefined;
}

/** A select (drawn by `children`) bound to a string field; `onPicked` runs after each choice. */
function BoundSelect<T extends FieldValues, O>({
  control,
  name,
  onPicked,
  children,
}: Omit<BoundField<T, O>, "label"> & { onPicked?: () => void; children: (binding: SelectBinding) => ReactElement }) {
  const message = useDomainMessage();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) =>
        children({
          value: field.value || null,
          onChange: (value) => {
            field.onChange(value ?? "");
            onPicked?.();
          },
          error: message(fieldState.error?.message),
        })
      }
    />
  );
}

/** A required choice among `data`; `onPicked` runs after a choice (e.g. to clear what depended on the last one). */
export function ChoiceField<T extends FieldValues, O>({
  label,
  data,
  ...bound
}: BoundField<T, O> & { data: ComboboxData; onPicked?: () => void }) {
  return (
    <BoundSelect {...bound}>
      {(binding) => (
        <Select
          label={label}
          required
          data={data}
          {...binding}
          allowDeselect={false}
          comboboxProps={{ withinPortal: false }}
        />
      )}
    </BoundSelect>
  );
}

/** One of the client's ben admins and brokers. */
export function SignerField<T extends FieldValues, O>({
  control,
  name,
  ...select
}: BoundField<T, O> & Pick<SignerSelectProps, "clientId" | "required" | "excludeUserIds">) {
  return (
    <BoundSelect control={control} name={name}>
      {(binding) => <SignerSelect {...select} {...binding} />}
    </BoundSelect>
  );
}

/** The fields of a form's schedule, named as in the bodies that carry it. */
interface ScheduleValues {
  reminderIntervalDays?: number;
  expiresOn: string;
}

/** The reminder interval (days) and the optional expiry date. With `showLimits`, the interval's range is told and kept. */
export function ScheduleFields<T extends FieldValues & ScheduleValues, O>({
  control: formControl,
  showLimits,
}: {
  control: Control<T, unknown, O>;
  showLimits?: boolean;
}) {
  const { t } = useTranslation("onboardingForms");
  const message = useDomainMessage();
  const max = showLimits ? MAX_REMINDER_INTERVAL_DAYS : undefined;
  // Every form with a schedule names its fields alike: its control is read as that part of the form.
  const control = formControl as unknown as Control<ScheduleValues>;
  return (
    <>
      <Controller
        control={control}
        name="reminderIntervalDays"
        render={({ field, fieldState }) => (
          <NumberInput
            label={t("notification.interval")}
            description={showLimits ? t("notification.intervalHint", { max }) : undefined}
            required
            min={1}
            max={max}
            // Not clamped on blur: a number out of range gets the domain message rather than silently becoming another.
            clampBehavior="none"
            allowDecimal={false}
            value={field.value ?? ""}
            onChange={(value) => field.onChange(typeof value === "number" ? value : Number.NaN)}
            error={message(fieldState.error?.message)}
          />
        )}
      />
      <Controller
        control={control}
        name="expiresOn"
        render={({ field, fieldState }) => (
          <TextInput
            type="date"
            label={t("notification.expiresOn")}
            description={t("notification.expiresOnHint")}
            {...field}
            error={message(fieldState.error?.message)}
          />
        )}
      />
    </>
  );
}

/** Why (required), after `body`, which says what follows: voiding or declining a form. */
export function ReasonField<T extends FieldValues & { reason: string }, O>({
  control: formControl,
  label,
  body,
  maxLength,
}: Omit<BoundField<T, O>, "name"> & { body: string; maxLength: number }) {
  const message = useDomainMessage();
  const control = formControl as unknown as Control<{ reason: string }>;
  return (
    <>
      <Text>{body}</Text>
      <Controller
        control={control}
        name="reason"
        render={({ field, fieldState }) => (
          <Textarea
            label={label}
            required
            rows={3}
            maxLength={maxLength}
            {...field}
            error={message(fieldState.error?.message)}
          />
        )}
      />
    </>
  );
}
