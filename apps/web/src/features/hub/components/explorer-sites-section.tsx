/**
 * "Benefits explorer sites" on the hub home: the client's sites with their plan year, dates and status, each linking
 * to its public page. Read-only for everyone; carrier staff also get "Manage", which opens the site's administration.
 */
import { Alert, Anchor, Badge, Card, Group, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import type { ExplorerPageListItem } from "@onboard/domain/explorer/explorer-admin-api";
import { type ExplorerPageState, explorerPageState } from "@onboard/domain/explorer/explorer-page-state";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageLoader } from "../../../components/page-loader";
import { ListPagination } from "../../../components/paged-list/list-pagination";
import { formatDate, formatDay, localeOf } from "../../../lib/format-date-time";
import { useLanguage, useLocalizedPath } from "../../../lib/use-language";
import { EXPLORER_SITES_PAGE_SIZE, useExplorerSites } from "../api/get-explorer-sites";
import { useIsStaff } from "../hooks/use-is-staff";

const STATE_COLOR: Record<ExplorerPageState, string> = {
  live: "green",
  demo: "blue",
  maintenance: "orange",
  notStarted: "gray",
  expired: "red",
};

/** The state as of now, so that a page left open does not disagree with the clock the server used. */
export function siteState(site: ExplorerPageListItem, now: Date = new Date()): ExplorerPageState {
  return explorerPageState(
    {
      maintenanceMode: site.maintenanceMode,
      isLive: site.isLive,
      startsAt: new Date(site.startsAt),
      expiresAt: site.expiresAt ? new Date(site.expiresAt) : null,
    },
    now,
  );
}

/**
 * Both kinds of date are calendar days: a site starts at midnight UTC and the enrollment window is stored as plain
 * dates, so both are shown in UTC to keep the day the administrator entered, wherever the reader is.
 */
function useFormatDay() {
  const locale = localeOf(useLanguage());
  return (value: string) =>
    value.length === 10 ? formatDay(value, locale) : formatDate(value, locale, { timeZone: "UTC" });
}

function SiteRow({ site, isStaff }: { site: ExplorerPageListItem; isStaff: boolean }) {
  const { t } = useTranslation("hub");
  const localizedPath = useLocalizedPath();
  const day = useFormatDay();
  const state = siteState(site);
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={500}>
        {site.name}
      </Table.Th>
      <Table.Td>{site.planYear ?? t("explorerSites.noPlanYear")}</Table.Td>
      <Table.Td>{day(site.startsAt)}</Table.Td>
      <Table.Td>
        {t("explorerSites.openEnrollmentRange", {
          start: day(site.openEnrollmentStart),
          end: day(site.openEnrollmentEnd),
        })}
      </Table.Td>
      <Table.Td>
        <Badge color={STATE_COLOR[state]} variant="light">
          {t(`explorerSites.states.${state}`)}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <Anchor
            component={Link}
            to={localizedPath("benefitsExplorer", { explorerPageId: site.vanitySlug ?? site.id })}
          >
            {t("explorerSites.view")} <VisuallyHidden>{site.name}</VisuallyHidden>
          </Anchor>
          {isStaff && (
            <Anchor
              component={Link}
              to={localizedPath("editBenefitsExplorerSite", { clientId: site.clientId, explorerPageId: site.id })}
            >
              {t("explorerSites.manage")} <VisuallyHidden>{site.name}</VisuallyHidden>
            </Anchor>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

export function ExplorerSitesSection({ clientId }: { clientId: string }) {
  const { t } = useTranslation("hub");
  const isStaff = useIsStaff();
  const titleId = useId();
  const [page, setPage] = useState(1);
  const sites = useExplorerSites(clientId, page);
  const title = t("explorerSites.title");
  return (
    <Card withBorder component="section" aria-labelledby={titleId}>
      <Title order={2} size="h3" mb="sm" id={titleId}>
        {title}
      </Title>
      {sites.isPending && <PageLoader />}
      {sites.isError && <Alert color="red">{sites.error.message}</Alert>}
      {sites.data && sites.data.count === 0 && <Text c="dimmed">{t("explorerSites.none")}</Text>}
      {sites.data && sites.data.count > 0 && (
        <>
          <Table.ScrollContainer minWidth={720}>
            <Table aria-labelledby={titleId}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t("explorerSites.columns.name")}</Table.Th>
                  <Table.Th scope="col">{t("explorerSites.columns.planYear")}</Table.Th>
                  <Table.Th scope="col">{t("explorerSites.columns.startsAt")}</Table.Th>
                  <Table.Th scope="col">{t("explorerSites.columns.openEnrollment")}</Table.Th>
                  <Table.Th scope="col">{t("explorerSites.columns.status")}</Table.Th>
                  <Table.Th scope="col">{t("explorerSites.columns.links")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sites.data.data.map((site) => (
                  <SiteRow key={site.id} site={site} isStaff={isStaff} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {sites.data.count > EXPLORER_SITES_PAGE_SIZE && (
            <ListPagination page={page} total={sites.data.count} pageSize={EXPLORER_SITES_PAGE_SIZE} onPage={setPage} />
          )}
        </>
      )}
    </Card>
  );
}
