/**
 * One value of the comparison, formatted (money $0,0 or $0,0.00 and percent en-US, spec §9). A missing value shows a
 * dash that screen readers hear as "Not provided"; an out-of-network amount flagged N/A says "Not applicable".
 */
import { List, VisuallyHidden } from "@mantine/core";
import type { Language } from "@onboard/domain/common/environments";
import { useTranslation } from "react-i18next";
import { formatDay, localeOf } from "../../../../lib/format-date-time";
import { formatMoney, formatPercent } from "../explorer-format";
import type { CompareValue } from "./compare-rows";

/** True when the value says something (N/A does); rows where no plan has anything are left out. */
export function hasValue(value: CompareValue): boolean {
  if (value.kind === "list") return value.value.length > 0;
  if (value.kind === "money" && value.notApplicable) return true;
  return value.value !== null && value.value !== "";
}

export function CompareCell({ value, language }: { value: CompareValue; language: Language }) {
  const { t } = useTranslation("explorerForms");
  if (value.kind === "money" && value.notApplicable) return <>{t("compare.notApplicable")}</>;
  if (!hasValue(value)) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <VisuallyHidden>{t("compare.notProvided")}</VisuallyHidden>
      </>
    );
  }
  switch (value.kind) {
    case "money":
      return <>{value.value === null ? null : formatMoney(value.value)}</>;
    case "percent":
      return <>{value.value === null ? null : formatPercent(value.value)}</>;
    case "yesNo":
      return <>{value.value ? t("compare.values.yes") : t("compare.values.no")}</>;
    case "frequency":
      return <>{value.value ? t("compare.values.everyTwoYears") : t("compare.values.everyYear")}</>;
    case "choice":
      return <>{value.value ? t(`compare.values.${value.value}`) : null}</>;
    case "date":
      return <>{value.value ? formatDay(value.value, localeOf(language), "long") : null}</>;
    case "list":
      return (
        <List size="sm" spacing={2}>
          {value.value.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      );
    default:
      return <>{value.value}</>;
  }
}
