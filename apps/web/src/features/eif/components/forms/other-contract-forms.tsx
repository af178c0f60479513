/** Other contract details: ERISA, Section 125, malpractice and value-added services (each a few questions). */
import { Stack } from "@mantine/core";
import { TAX_TREATMENTS, VALUE_ADDED_SERVICES } from "@onboard/domain/clients/enums";
import { useTranslation } from "react-i18next";
import { useEifForm } from "../../hooks/eif-form-context";
import { CheckboxListField, RadioField, YesNoField } from "../fields/answer-choice-fields";
import { AnswerTextField } from "../fields/answer-text-field";
import { useOptions } from "./use-options";

export function ErisaForm() {
  const { t } = useTranslation("eif");
  const { snapshot } = useEifForm();
  return (
    <Stack gap="lg">
      <YesNoField answerKey="isErisaPlan" label={t("fields.isErisaPlan")} required />
      {snapshot.answers.isErisaPlan === true && (
        <>
          <AnswerTextField
            answerKey="erisaPlanNumber"
            label={t("fields.erisaPlanNumber")}
            description={t("hints.erisaPlanNumber")}
            required
          />
          <AnswerTextField
            answerKey="erisaPlanYearEnd"
            label={t("fields.erisaPlanYearEnd")}
            description={t("hints.mmdd")}
            placeholder="MM/DD"
            kind="mmdd"
            required
          />
        </>
      )}
    </Stack>
  );
}

export function Section125Form() {
  const { t } = useTranslation("eif");
  const options = useOptions();
  const { snapshot } = useEifForm();
  return (
    <Stack gap="lg">
      <YesNoField answerKey="hasSection125Plan" label={t("fields.hasSection125Plan")} required />
      {snapshot.answers.hasSection125Plan === true && (
        <RadioField
          answerKey="section125TaxTreatment"
          label={t("fields.section125TaxTreatment")}
          options={options("taxTreatment", TAX_TREATMENTS)}
          required
        />
      )}
    </Stack>
  );
}

export function MalpracticeForm() {
  const { t } = useTranslation("eif");
  return (
    <Stack gap="lg">
      <YesNoField
        answerKey="malpracticePremiumsReimbursed"
        label={t("fields.malpracticePremiumsReimbursed")}
        required
      />
      <YesNoField
        answerKey="malpracticeIncludedInEarnings"
        label={t("fields.malpracticeIncludedInEarnings")}
        required
      />
    </Stack>
  );
}

export function ValueAddedServicesForm() {
  const { t } = useTranslation("eif");
  const options = useOptions();
  return (
    <CheckboxListField
      answerKey="valueAddedServices"
      label={t("fields.valueAddedServices")}
      description={t("hints.valueAddedServices")}
      options={options("valueAddedService", VALUE_ADDED_SERVICES)}
    />
  );
}
