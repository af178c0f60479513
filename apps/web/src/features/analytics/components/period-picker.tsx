/** The summary's period: two dates (UTC days, both included); a start after the end is flagged and not asked for. */
import { Group, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { AnalyticsPeriodRequest } from "../api/get-analytics-summary";

export interface PeriodPickerProps {
  period: AnalyticsPeriodRequest;
  onChange: (period: AnalyticsPeriodRequest) => void;
  /** Shown under the start date. */
  error?: string;
}

export function PeriodPicker({ period, onChange, error }: PeriodPickerProps) {
  const { t } = useTranslation("analytics");
  return (
    <Group align="flex-start" role="group" aria-label={t("period.label")}>
      <TextInput
        type="date"
        label={t("period.from")}
        value={period.from}
        error={error}
        onChange={(event) => onChange({ ...period, from: event.currentTarget.value })}
      />
      <TextInput
        type="date"
        label={t("period.to")}
        value={period.to}
        onChange={(event) => onChange({ ...period, to: event.currentTarget.value })}
      />
    </Group>
  );
}
