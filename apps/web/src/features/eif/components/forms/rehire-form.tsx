/** Plan configuration › Rehire: how long a rehire counts as returning, the benefit look-back, and the waiting period. */
import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { YesNoField } from "../fields/answer-choice-fields";
import { DurationField } from "../fields/duration-field";

export function RehireForm() {
  const { t } = useTranslation("eif");
  return (
    <Stack gap="lg">
      <DurationField
        legend={t("fields.rehireDuration")}
        valueKey="rehireDurationValue"
        unitKey="rehireDurationUnit"
        required
      />
      <DurationField
        legend={t("fields.benefitLookBack")}
        valueKey="benefitLookBackValue"
        unitKey="benefitLookBackUnit"
      />
      <YesNoField answerKey="waiveWaitingPeriodForRehires" label={t("fields.waiveWaitingPeriodForRehires")} required />
    </Stack>
  );
}
