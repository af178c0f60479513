/**
 * The sticky bar of the comparison selection: "Compare selected plans (n)", enabled from two plans on, and a way to
 * clear the selection. Shown while a plan is selected; the announcement region stays mounted so changes are read out.
 */
import { Button, Group, Paper, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { MIN_PLANS_TO_COMPARE } from "../hooks/use-compare-selection";

export interface CompareBarProps {
  count: number;
  benefitName: string | null;
  onCompare(): void;
  onClear(): void;
}

export function CompareBar({ count, benefitName, onCompare, onClear }: CompareBarProps) {
  const { t } = useTranslation("explorer");
  const isReady = count >= MIN_PLANS_TO_COMPARE;
  const status =
    count === 0
      ? ""
      : isReady
        ? t("compare.ready", { count, benefit: benefitName ?? "" })
        : t("compare.needMore", { benefit: benefitName ?? "" });
  return (
    <Paper
      component="section"
      aria-label={t("compare.barLabel")}
      shadow={count > 0 ? "md" : undefined}
      withBorder={count > 0}
      p={count > 0 ? "sm" : 0}
      data-print="hide"
      style={{ position: "sticky", bottom: "0.5rem", zIndex: 5 }}
    >
      <Text size="sm" aria-live="polite" mb={count > 0 ? "xs" : 0}>
        {status}
      </Text>
      {count > 0 && (
        <Group gap="xs">
          <Button onClick={onCompare} disabled={!isReady}>
            {t("compare.button", { count })}
          </Button>
          <Button variant="subtle" onClick={onClear}>
            {t("compare.clear")}
          </Button>
        </Group>
      )}
    </Paper>
  );
}
