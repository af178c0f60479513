/**
 * A duration of spec §5: a unit (months or days) and one of that unit's allowed numbers, nothing else. The number and
 * the unit are always saved together, so that the server checks them as a pair; a unit change clears a number the
 * new unit does not allow.
 */
import { Fieldset, Group, Radio, Select } from "@mantine/core";
import { DURATION_DAYS, DURATION_MONTHS } from "@onboard/domain/clients/enums";
import { DURATION_UNITS, type DurationUnit, isAllowedDuration } from "@onboard/domain/eif/eif-answers";
import { useTranslation } from "react-i18next";
import { useAnswer, useEifForm } from "../../hooks/eif-form-context";
import { useEifMessage } from "../../hooks/use-eif-message";

export function allowedDurations(unit: DurationUnit | null): readonly number[] {
  return unit === "DAYS" ? DURATION_DAYS : unit === "MONTHS" ? DURATION_MONTHS : [];
}

export interface DurationFieldProps {
  legend: string;
  valueKey: string;
  unitKey: string;
  required?: boolean;
}

export function DurationField({ legend, valueKey, unitKey, required }: DurationFieldProps) {
  const { t } = useTranslation("eif");
  const { translate } = useEifMessage();
  const { autosave } = useEifForm();
  const value = useAnswer(valueKey);
  const unitAnswer = useAnswer(unitKey);
  const unit = (unitAnswer.value as DurationUnit | null) ?? null;
  const amount = typeof value.value === "number" ? value.value : null;
  const setUnit = (next: DurationUnit) =>
    autosave.updateMany([
      { key: unitKey, value: next },
      { key: valueKey, value: amount !== null && isAllowedDuration(amount, next) ? amount : null },
    ]);
  const setAmount = (next: string | null) =>
    autosave.updateMany([
      { key: valueKey, value: next === null ? null : Number(next) },
      { key: unitKey, value: unit },
    ]);

  return (
    <Fieldset legend={legend} variant="unstyled">
      <Radio.Group
        name={unitKey}
        label={t("duration.unit")}
        withAsterisk={required}
        value={unit}
        error={translate(unitAnswer.error)}
        onChange={(next) => setUnit(next as DurationUnit)}
      >
        <Group gap="lg" mt="xs">
          {DURATION_UNITS.map((option) => (
            <Radio key={option} value={option} label={t(`duration.units.${option}`)} />
          ))}
        </Group>
      </Radio.Group>
      <Select
        mt="sm"
        name={valueKey}
        label={t("duration.length")}
        withAsterisk={required}
        disabled={unit === null}
        placeholder={unit === null ? t("duration.chooseUnitFirst") : t("form.choose")}
        data={allowedDurations(unit).map((count) => ({
          value: String(count),
          label: t(unit === "DAYS" ? "duration.days" : "duration.months", { count }),
        }))}
        value={amount === null ? null : String(amount)}
        error={translate(value.error)}
        clearable
        onChange={setAmount}
      />
    </Fieldset>
  );
}
