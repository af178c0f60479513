/** The counts by severity of a validated census: rows read, errors and warnings (and the rows they are on). */
import { Group, Paper, Text } from "@mantine/core";
import type { CensusCounts } from "@onboard/domain/census/census-api";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../../lib/use-language";

function Count({ label, value, color }: { label: string; value: number; color?: string }) {
  const language = useLanguage();
  return (
    <Paper withBorder p="sm" miw={120}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700} c={color}>
        {value.toLocaleString(language)}
      </Text>
    </Paper>
  );
}

export function ValidationCounts({ counts }: { counts: CensusCounts }) {
  const { t } = useTranslation("census");
  return (
    <Group gap="sm" role="group" aria-label={t("counts.label")}>
      <Count label={t("counts.rows")} value={counts.rows} />
      <Count label={t("counts.errors")} value={counts.errors} color={counts.errors > 0 ? "red.9" : undefined} />
      <Count label={t("counts.warnings")} value={counts.warnings} color={counts.warnings > 0 ? "#6b4400" : undefined} />
    </Group>
  );
}
