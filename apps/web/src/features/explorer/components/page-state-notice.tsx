/**
 * What a site that is not open shows (spec §4): maintenance ("under maintenance"), not started (with its start date),
 * and the notice on an expired site, which still shows its plans but no longer saves or compares them; in a staff
 * preview, the notice over the plans of a site that is not open.
 */
import { Alert, Container, Stack, Text, Title } from "@mantine/core";
import type { Language } from "@onboard/domain/common/environments";
import type { ExplorerPageResponse } from "@onboard/domain/explorer/explorer-page-schemas";
import { useTranslation } from "react-i18next";
import { useExplorerPageTitle } from "../hooks/use-explorer-page-title";
import { formatCarrierDay } from "./explorer-format";

export function ClosedSitePage({ page, language }: { page: ExplorerPageResponse; language: Language }) {
  const { t } = useTranslation("explorer");
  const isMaintenance = page.state === "maintenance";
  const title = isMaintenance ? t("state.maintenance.title") : t("state.notStarted.title");
  useExplorerPageTitle(page, title);
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <Text fw={600}>{page.name}</Text>
        <Text>
          {isMaintenance
            ? t("state.maintenance.text")
            : t("state.notStarted.text", { date: formatCarrierDay(page.startsAt, language) })}
        </Text>
      </Stack>
    </Container>
  );
}

export function ExpiredNotice({ page, language }: { page: ExplorerPageResponse; language: Language }) {
  const { t } = useTranslation("explorer");
  return (
    <Alert color="orange" title={t("state.expired.title")}>
      {page.expiresAt
        ? t("state.expired.textWithDate", { date: formatCarrierDay(page.expiresAt, language) })
        : t("state.expired.text")}
    </Alert>
  );
}

/** In a staff preview, a site that is not open still shows its plans, under a notice of what employees see instead. */
export function PreviewClosedNotice({ page, language }: { page: ExplorerPageResponse; language: Language }) {
  const { t } = useTranslation("explorer");
  const isMaintenance = page.state === "maintenance";
  return (
    <Alert color="blue" title={isMaintenance ? t("state.maintenance.title") : t("state.notStarted.title")}>
      <Stack gap={4}>
        <Text size="sm">
          {isMaintenance
            ? t("state.maintenance.text")
            : t("state.notStarted.text", { date: formatCarrierDay(page.startsAt, language) })}
        </Text>
        <Text size="sm">{t("preview.closedNotice")}</Text>
      </Stack>
    </Alert>
  );
}
