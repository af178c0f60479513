/** "Problems that block the push": each problem's message, or that nothing blocks it. */
import { List, Text } from "@mantine/core";
import type { PlanDesignInfo } from "@onboard/domain/qps/qps-api";
import { useTranslation } from "react-i18next";
import { QpsSection } from "./qps-section";

export function PushProblems({ problems }: { problems: PlanDesignInfo["problems"] }) {
  const { t } = useTranslation("qps");
  if (problems.length === 0) return <Text c="green.9">{t("problems.none")}</Text>;
  return (
    <QpsSection title={t("problems.title")}>
      <List spacing={4}>
        {problems.map((problem) => (
          <List.Item key={`${problem.code}-${problem.field}-${problem.recordId ?? ""}`}>
            {t(`problems.codes.${problem.code}`, { subject: problem.subject ?? "", defaultValue: problem.message })}
          </List.Item>
        ))}
      </List>
    </QpsSection>
  );
}
