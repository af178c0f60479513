/** The report's filter: every problem, errors only, warnings only, or one problem (by code, with its count). */
import { NativeSelect } from "@mantine/core";
import type { CensusCounts } from "@onboard/domain/census/census-api";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../../../lib/use-language";
import type { CensusRowFilter } from "../../api/census-keys";
import { useIssueCodeName } from "../../hooks/use-issue-message";

export function filterValue(filter: CensusRowFilter): string {
  if (filter.kind === "code") return `code:${filter.code}`;
  if (filter.kind === "severity") return `severity:${filter.severity}`;
  return "all";
}

export function parseFilterValue(value: string): CensusRowFilter {
  if (value === "severity:error" || value === "severity:warning") {
    return { kind: "severity", severity: value === "severity:error" ? "error" : "warning" };
  }
  if (value.startsWith("code:")) return { kind: "code", code: value.slice("code:".length) };
  return { kind: "all" };
}

export function ProblemFilter({
  counts,
  filter,
  onChange,
}: {
  counts: CensusCounts | null;
  filter: CensusRowFilter;
  onChange: (filter: CensusRowFilter) => void;
}) {
  const { t } = useTranslation("census");
  const language = useLanguage();
  const codeName = useIssueCodeName();
  const codes = Object.entries(counts?.byCode ?? {}).sort(([, left], [, right]) => right - left);
  const data = [
    { value: "all", label: t("report.filter.all") },
    { value: "severity:error", label: t("report.filter.errors") },
    { value: "severity:warning", label: t("report.filter.warnings") },
    ...codes.map(([code, count]) => ({
      value: `code:${code}`,
      label: t("report.filter.code", { name: codeName(code), count: count.toLocaleString(language) }),
    })),
  ];
  return (
    <NativeSelect
      label={t("report.filter.label")}
      data={data}
      value={filterValue(filter)}
      onChange={(event) => onChange(parseFilterValue(event.currentTarget.value))}
      maw={420}
    />
  );
}
