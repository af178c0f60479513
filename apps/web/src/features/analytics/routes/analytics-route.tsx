/**
 * /analytics (issue 19): carrier staff pick a period (the last 30 days at first) and see the analytics events
 * counted per page and event name, largest first, with the total.
 */
import { Alert, Container, Loader, Stack, Text, Title } from "@mantine/core";
import { resolveAnalyticsPeriod } from "@onboard/domain/tracking/analytics-period";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { usePageTitle } from "../../../lib/configuration/use-page-title";
import { type AnalyticsPeriodRequest, useAnalyticsSummary } from "../api/get-analytics-summary";
import { AnalyticsTable } from "../components/analytics-table";
import { PeriodPicker } from "../components/period-picker";

function defaultPeriod(): AnalyticsPeriodRequest {
  const { from, to } = resolveAnalyticsPeriod({});
  return { from, to };
}

export function AnalyticsRoute() {
  const { t, i18n } = useTranslation("analytics");
  usePageTitle(t("title"));
  const [period, setPeriod] = useState(defaultPeriod);
  const isComplete = period.from !== "" && period.to !== "";
  const isOrdered = !isComplete || period.from <= period.to;
  const summary = useAnalyticsSummary(period, isComplete && isOrdered);
  const data = summary.data;
  return (
    <Container size="xl" py="xl">
      <Stack>
        <Title order={1}>{t("title")}</Title>
        <PeriodPicker period={period} onChange={setPeriod} error={isOrdered ? undefined : t("period.invalid")} />
        {summary.error && (
          <Alert color="red" role="alert" title={t("error")}>
            {summary.error.message}
          </Alert>
        )}
        {summary.isLoading && <Loader aria-label={t("loading")} />}
        {data && data.rows.length === 0 && <Text>{t("empty")}</Text>}
        {data && data.rows.length > 0 && (
          <>
            <Text>
              {t("total", { count: data.total, formatted: new Intl.NumberFormat(i18n.language).format(data.total) })}
            </Text>
            <AnalyticsTable rows={data.rows} caption={t("caption", { from: data.from, to: data.to })} />
          </>
        )}
      </Stack>
    </Container>
  );
}
