/**
 * The client's benefits explorer sites: a paged list sortable by name, start, update and creation, with links to
 * edit, renew, preview and the public page, a Delete that asks first, and "Create site". Its words live in the
 * explorerAdmin namespace with the rest of the explorer administration.
 */
import { Alert, Anchor, Badge, Button, Group, Loader, Paper, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import type { ExplorerPageListItem } from "@onboard/domain/explorer/explorer-admin-api";
import { buildPath } from "@onboard/domain/routes/build-path";
import { DEFAULT_PAGE_SIZE } from "@onboard/domain/validation/list-limits";
import { pageToLimitOffset, type SortDirection, type SortField } from "@onboard/domain/validation/list-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ConfirmDialog } from "../../../components/confirm-dialog/confirm-dialog";
import { ListPagination } from "../../../components/paged-list/list-pagination";
import { SortableHeader } from "../../../components/paged-list/sortable-header";
import { isApiError } from "../../../lib/api-client";
import { useExplorerPages } from "../../../lib/explorer-pages-list";
import { formatDate, localeOf } from "../../../lib/format-date-time";
import { useLanguage, useLocalizedPath } from "../../../lib/use-language";
import { useDeleteExplorerPage } from "../api/delete-explorer-page";

function useErrorText() {
  const { t } = useTranslation("explorerAdmin");
  return (error: unknown) => (isApiError(error) ? error.message : t("errors.general"));
}

export function ExplorerSitesSection({ clientId }: { clientId: string }) {
  const { t } = useTranslation("explorerAdmin");
  const errorText = useErrorText();
  const language = useLanguage();
  const localizedPath = useLocalizedPath();
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<{ sortBy: SortField; sortDirection: SortDirection }>({
    sortBy: "startsAt",
    sortDirection: "desc",
  });
  const query = { ...pageToLimitOffset(page, DEFAULT_PAGE_SIZE), ...sort };
  const sites = useExplorerPages(clientId, query);
  const remove = useDeleteExplorerPage(clientId);
  const [deleting, setDeleting] = useState<ExplorerPageListItem | null>(null);
  // A site starts at midnight UTC: its day is the UTC day, wherever the reader is.
  const date = (value: string, timeZone?: "UTC") =>
    formatDate(value, localeOf(language), { style: "numeric", timeZone });
  const onSort = (sortBy: SortField, sortDirection: SortDirection) => {
    setSort({ sortBy, sortDirection });
    setPage(1);
  };
  const header = (field: SortField) => (
    <SortableHeader field={field} sortBy={sort.sortBy} sortDirection={sort.sortDirection} onSort={onSort}>
      {t(`section.columns.${field}`)}
    </SortableHeader>
  );
  const publicPath = (site: ExplorerPageListItem) =>
    buildPath("benefitsExplorer", { explorerPageId: site.vanitySlug ?? site.id }, undefined, { language });

  return (
    <Paper component="section" withBorder p="md" aria-labelledby="client-explorer-sites">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3" id="client-explorer-sites">
          {t("section.title")}
        </Title>
        <Button component={Link} to={localizedPath("createBenefitsExplorerSite", { clientId })}>
          {t("section.create")}
        </Button>
      </Group>
      {sites.isPending && <Loader size="sm" aria-label={t("loading")} />}
      {sites.isError && (
        <Alert color="red" role="alert">
          {errorText(sites.error)}
        </Alert>
      )}
      {sites.data && sites.data.count === 0 && <Text c="dimmed">{t("section.none")}</Text>}
      {sites.data && sites.data.count > 0 && (
        <>
          <Table.ScrollContainer minWidth={720}>
            <Table striped>
              <Table.Caption>{t("section.caption")}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  {header("name")}
                  <Table.Th>{t("section.columns.planYear")}</Table.Th>
                  <Table.Th>{t("section.columns.status")}</Table.Th>
                  {header("startsAt")}
                  {header("updatedAt")}
                  {header("createdAt")}
                  <Table.Th>{t("section.columns.actions")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sites.data.data.map((site) => (
                  <Table.Tr key={site.id}>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={localizedPath("editBenefitsExplorerSite", { clientId, explorerPageId: site.id })}
                      >
                        {site.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{site.planYear ?? ""}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={site.isLive ? "green" : "gray"}>
                        {site.isLive ? t("states.live") : t("states.demo")}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{date(site.startsAt, "UTC")}</Table.Td>
                    <Table.Td>{date(site.updatedAt)}</Table.Td>
                    <Table.Td>{date(site.createdAt)}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Anchor
                          component={Link}
                          to={localizedPath("editBenefitsExplorerSite", { clientId, explorerPageId: site.id })}
                          aria-label={t("section.editNamed", { name: site.name })}
                        >
                          {t("section.edit")}
                        </Anchor>
                        <Anchor
                          component={Link}
                          to={localizedPath("renewBenefitsExplorerSite", { clientId, explorerPageId: site.id })}
                          aria-label={t("section.renewNamed", { name: site.name })}
                        >
                          {t("section.renew")}
                        </Anchor>
                        <Anchor
                          href={localizedPath("benefitsExplorerInternal", { clientId, explorerPageId: site.id })}
                          target="_blank"
                          rel="noopener"
                        >
                          {t("links.preview")}
                          <VisuallyHidden>
                            {" "}
                            {site.name} {t("opensInNewTab")}
                          </VisuallyHidden>
                        </Anchor>
                        <Anchor href={publicPath(site)} target="_blank" rel="noopener">
                          {t("links.publicUrl")}
                          <VisuallyHidden>
                            {" "}
                            {site.name} {t("opensInNewTab")}
                          </VisuallyHidden>
                        </Anchor>
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          color="red"
                          onClick={() => setDeleting(site)}
                          aria-label={t("section.deleteNamed", { name: site.name })}
                        >
                          {t("section.delete")}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <ListPagination page={page} total={sites.data.count} onPage={setPage} />
        </>
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t("section.deleteTitle")}
        message={t("section.deleteMessage", { name: deleting?.name ?? "" })}
        confirmLabel={t("section.delete")}
        isDestructive
        isPending={remove.isPending}
        errorAlert={
          remove.isError ? (
            <Alert color="red" role="alert" mt="sm">
              {errorText(remove.error)}
            </Alert>
          ) : null
        }
        onClose={() => {
          remove.reset();
          setDeleting(null);
        }}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) });
        }}
      />
    </Paper>
  );
}
