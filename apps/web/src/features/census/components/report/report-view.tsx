/**
 * The validation report of one census file: counts, the filter, the downloads and the grid of problem rows, which the
 * person fixes in place. A fix is sent with the file's version; a stale version (412) says someone else changed the
 * census and offers Reload.
 */
import { Alert, Anchor, Button, Group, Skeleton, Stack, Text } from "@mantine/core";
import type { CensusRow } from "@onboard/domain/census/census-api";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { isApiError } from "../../../../lib/api-error";
import { useLocalizedPath } from "../../../../lib/use-language";
import { useDownloadCensusReport } from "../../api/census-downloads";
import { type CensusRowFilter, censusKeys } from "../../api/census-keys";
import { useFixCensusRow } from "../../api/fix-census-row";
import { useCensusFiles } from "../../api/get-census-files";
import { useReportRows } from "../../hooks/use-report-rows";
import { ValidationCounts } from "../validation-counts";
import { ProblemFilter } from "./problem-filter";
import { GRID_METRICS, type ReportColumn, ReportGrid } from "./report-grid";

export interface ReportViewProps {
  clientId: string;
  policyId: string;
  documentId: string;
}

export function ReportView({ clientId, policyId, documentId }: ReportViewProps) {
  const { t } = useTranslation("census");
  const localizedPath = useLocalizedPath();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<CensusRowFilter>({ kind: "all" });
  const [scrollTop, setScrollTop] = useState(0);
  const helpId = useId();
  const files = useCensusFiles(clientId, policyId);
  const file = files.data?.find((candidate) => candidate.document.id === documentId);
  const fix = useFixCensusRow(clientId, policyId, documentId);
  const download = useDownloadCensusReport(clientId, policyId, documentId);
  const { first, rows, rowAt, pageError } = useReportRows(
    clientId,
    policyId,
    documentId,
    filter,
    scrollTop,
    GRID_METRICS,
  );
  const page = first.data;

  const reload = () => {
    fix.reset();
    void queryClient.invalidateQueries({ queryKey: censusKeys.files(clientId, policyId) });
    void queryClient.resetQueries({ queryKey: censusKeys.rows(clientId, policyId, documentId) });
  };
  const onFix = (row: CensusRow, columnIndex: number, value: string) => {
    if (!file) return Promise.resolve();
    return fix
      .mutateAsync({ rowNumber: row.rowNumber, version: file.version, values: { [columnIndex]: value } })
      .catch(() => undefined);
  };
  const isConflict = isApiError(fix.error) && fix.error.status === 412;
  const columns: ReportColumn[] = (page?.mapping ?? []).flatMap((column, index) =>
    column.fieldId ? [{ index, header: page?.headers[index] ?? "", fieldId: column.fieldId }] : [],
  );
  const isSubmitted = Boolean(file?.submittedAt);
  return (
    <Stack gap="md">
      {page?.counts && <ValidationCounts counts={page.counts} />}
      <Group gap="sm">
        <Button variant="default" onClick={() => download.mutate()} loading={download.isPending}>
          {t("report.download")}
        </Button>
        <Anchor component={Link} to={localizedPath("censusValidateSubmit", { clientId, policyId }, { documentId })}>
          {t("report.validateAgain")}
        </Anchor>
      </Group>
      {download.isError && <Alert color="red">{download.error.message}</Alert>}
      {isSubmitted && <Alert color="green">{t("report.submitted")}</Alert>}
      <ProblemFilter
        counts={page?.counts ?? null}
        filter={filter}
        onChange={(next) => {
          setFilter(next);
          setScrollTop(0);
        }}
      />
      {isConflict && (
        <Alert color="red" role="alert">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t("conflict")}</Text>
            <Button size="xs" onClick={reload}>
              {t("report.reload")}
            </Button>
          </Group>
        </Alert>
      )}
      {fix.isError && !isConflict && (
        <Alert color="red" role="alert">
          {fix.error.message}
        </Alert>
      )}
      {first.isError && <Alert color="red">{first.error.message}</Alert>}
      {pageError && <Alert color="red">{pageError.message}</Alert>}
      {first.isPending && (
        <Skeleton height={GRID_METRICS.viewportHeight} role="status" aria-label={t("report.loading")} />
      )}
      {page && page.total === 0 && <Text>{t("report.noProblems")}</Text>}
      {page && page.total > 0 && (
        <>
          <Text size="sm" c="dimmed" id={helpId}>
            {t("report.help")}
          </Text>
          <ReportGrid
            // A new filter is a new list: the grid starts again at its top.
            key={JSON.stringify(filter)}
            columns={columns}
            total={page.total}
            rows={rows}
            rowAt={rowAt}
            onScroll={setScrollTop}
            isEditable={Boolean(file) && !isSubmitted && !isConflict}
            onFix={onFix}
            describedBy={helpId}
          />
        </>
      )}
    </Stack>
  );
}
