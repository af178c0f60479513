/**
 * Plan configuration › Age rules: what spouse rates are based on and the date ages are calculated on (one answer,
 * saved once both are chosen), and whether age reductions apply to dependent life.
 */
import { Checkbox, Radio, Stack } from "@mantine/core";
import type { AgeRulesAnswer } from "@onboard/domain/eif/eif-answers";
import { useTranslation } from "react-i18next";
import { useAnswer, useEifForm } from "../../hooks/eif-form-context";
import { useEifMessage } from "../../hooks/use-eif-message";

const SPOUSE_RATES = ["EMPLOYEE_AGE", "SPOUSE_AGE"] as const;
const CALCULATION_DATES = ["POLICY_ANNIVERSARY", "EMPLOYEE_BIRTHDAY", "JANUARY_FIRST"] as const;

export function AgeRulesForm() {
  const { t } = useTranslation("eif");
  const { translate } = useEifMessage();
  const { autosave, snapshot } = useEifForm();
  const answer = useAnswer("ageRules");
  const current = ((answer.hasInput ? answer.input : answer.value) ?? {}) as Partial<AgeRulesAnswer>;
  const change = (part: Partial<AgeRulesAnswer>) => {
    const next = { ...current, ...part };
    if (next.spouseRatesBasedOn && next.ageCalculationDate) autosave.update("ageRules", next);
    else autosave.setInput("ageRules", next);
  };
  const error = translate(answer.error);

  return (
    <Stack gap="lg">
      <Radio.Group
        name="spouseRatesBasedOn"
        label={t("fields.spouseRatesBasedOn")}
        withAsterisk
        value={current.spouseRatesBasedOn ?? null}
        error={current.spouseRatesBasedOn ? undefined : error}
        onChange={(value) => change({ spouseRatesBasedOn: value as AgeRulesAnswer["spouseRatesBasedOn"] })}
      >
        <Stack gap="xs" mt="xs">
          {SPOUSE_RATES.map((value) => (
            <Radio key={value} value={value} label={t(`options.spouseRatesBasedOn.${value}`)} />
          ))}
        </Stack>
      </Radio.Group>
      <Radio.Group
        name="ageCalculationDate"
        label={t("fields.ageCalculationDate")}
        withAsterisk
        value={current.ageCalculationDate ?? null}
        error={current.ageCalculationDate ? undefined : error}
        onChange={(value) => change({ ageCalculationDate: value as AgeRulesAnswer["ageCalculationDate"] })}
      >
        <Stack gap="xs" mt="xs">
          {CALCULATION_DATES.map((value) => (
            <Radio key={value} value={value} label={t(`options.ageCalculationDate.${value}`)} />
          ))}
        </Stack>
      </Radio.Group>
      {snapshot.answers.dependentLifeIncluded === true && (
        <Checkbox
          label={t("fields.ageReductionsApplyToDependentLife")}
          checked={current.ageReductionsApplyToDependentLife === true}
          onChange={(event) => change({ ageReductionsApplyToDependentLife: event.currentTarget.checked })}
        />
      )}
    </Stack>
  );
}
