/**
 * Other contract details › PFML: the leave year method (a fixed year asks its start as MM/DD), the contribution, the
 * minimum intermittent leave, and family leave insurance with its contribution.
 */
import { Stack } from "@mantine/core";
import { CONTRIBUTION_TYPES, LEAVE_YEAR_METHODS, MINIMUM_INTERMITTENT_LEAVE } from "@onboard/domain/clients/enums";
import { useTranslation } from "react-i18next";
import { useEifForm } from "../../hooks/eif-form-context";
import { RadioField, SelectField, YesNoField } from "../fields/answer-choice-fields";
import { AnswerTextField } from "../fields/answer-text-field";
import { useOptions } from "./use-options";

export function PfmlForm() {
  const { t } = useTranslation("eif");
  const options = useOptions();
  const { answers } = useEifForm().snapshot;
  return (
    <Stack gap="lg">
      <SelectField
        answerKey="pfmlLeaveYearMethod"
        label={t("fields.pfmlLeaveYearMethod")}
        options={options("leaveYearMethod", LEAVE_YEAR_METHODS)}
        required
      />
      {answers.pfmlLeaveYearMethod === "FIXED_YEAR" && (
        <AnswerTextField
          answerKey="pfmlFixedYearStart"
          label={t("fields.pfmlFixedYearStart")}
          description={t("hints.mmdd")}
          placeholder="MM/DD"
          kind="mmdd"
          required
        />
      )}
      <RadioField
        answerKey="pfmlContributionType"
        label={t("fields.pfmlContributionType")}
        options={options("contributionType", CONTRIBUTION_TYPES)}
        required
      />
      <RadioField
        answerKey="pfmlMinimumIntermittentLeave"
        label={t("fields.pfmlMinimumIntermittentLeave")}
        options={options("minimumIntermittentLeave", MINIMUM_INTERMITTENT_LEAVE)}
        required
      />
      <YesNoField answerKey="hasFamilyLeaveInsurance" label={t("fields.hasFamilyLeaveInsurance")} required />
      {answers.hasFamilyLeaveInsurance === true && (
        <>
          <RadioField
            answerKey="fliContributionType"
            label={t("fields.fliContributionType")}
            options={options("contributionType", CONTRIBUTION_TYPES)}
            required
          />
          {answers.fliContributionType === "SHARED" && (
            <AnswerTextField
              answerKey="fliEmployeeContributionPercent"
              label={t("fields.fliEmployeeContributionPercent")}
              kind="number"
            />
          )}
        </>
      )}
    </Stack>
  );
}
