/** The clients of a broker or ben admin, paged and searchable, each linking to its manage page, with Unassign. */
import { Alert, Anchor, Button, Stack, Table, Text, Title } from "@mantine/core";
import type { UserClientItem } from "@onboard/domain/users/user-admin-schemas";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ConfirmDialog } from "../../../components/confirm-dialog/confirm-dialog";
import { ListPagination } from "../../../components/paged-list/list-pagination";
import { ListSearch } from "../../../components/paged-list/list-search";
import { SortableHeader } from "../../../components/paged-list/sortable-header";
import { formatDate } from "../../../lib/format-date-time";
import { useLocalizedPath } from "../../../lib/use-language";
import { useListState } from "../../../lib/use-list-state";
import { useUserClients } from "../api/get-user-clients";
import { useUnassignClient } from "../api/unassign-client";
import { UserActionError } from "./user-action-error";

type ClientSortField = "name" | "caseId" | "completedSetupAt";

export function UserClientsSection({
  kind,
  userId,
  userName,
}: {
  kind: "broker" | "ben-admin";
  userId: string;
  userName: string;
}) {
  const { t, i18n } = useTranslation("users");
  const localizedPath = useLocalizedPath();
  const list = useListState<ClientSortField>("name");
  const clients = useUserClients(userId, list.query);
  const unassign = useUnassignClient(kind, userId);
  const [leaving, setLeaving] = useState<UserClientItem | null>(null);
  const sort = { sortBy: list.state.sortBy, sortDirection: list.state.sortDirection, onSort: list.setSort };

  return (
    <Stack component="section" aria-labelledby="user-clients-heading">
      <Title order={2} id="user-clients-heading">
        {t("manage.clients")}
      </Title>
      <ListSearch label={t("manage.searchClients")} value={list.state.search} onSearch={list.setSearch} />
      {clients.isError && (
        <Alert color="red" role="alert">
          {clients.error.message}
        </Alert>
      )}
      {clients.data && clients.data.data.length === 0 && <Text>{t("manage.noClients")}</Text>}
      {clients.data && clients.data.data.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table striped>
            <Table.Caption>{t("manage.clientsCaption", { name: userName })}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <SortableHeader field="name" {...sort}>
                  {t("clientColumns.name")}
                </SortableHeader>
                <SortableHeader field="caseId" {...sort}>
                  {t("clientColumns.caseId")}
                </SortableHeader>
                <Table.Th>{t("clientColumns.phase")}</Table.Th>
                <Table.Th>{t("clientColumns.releaseStatus")}</Table.Th>
                <SortableHeader field="completedSetupAt" {...sort}>
                  {t("clientColumns.completedSetup")}
                </SortableHeader>
                <Table.Th>{t("columns.actions")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {clients.data.data.map((client) => (
                <Table.Tr key={client.id}>
                  <Table.Td>
                    <Anchor component={Link} to={localizedPath("clientManage", { clientId: client.id })}>
                      {client.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{client.caseId}</Table.Td>
                  <Table.Td>{t(`common:phases.${client.phaseId}`)}</Table.Td>
                  <Table.Td>{t(`common:releaseStatuses.${client.releaseStatus}`)}</Table.Td>
                  <Table.Td>
                    {client.completedSetupAt ? formatDate(client.completedSetupAt, i18n.language) : "—"}
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="outline"
                      color="red"
                      aria-label={t("actions.unassignFrom", { name: client.name })}
                      onClick={() => setLeaving(client)}
                    >
                      {t("actions.unassign")}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {clients.data && <ListPagination page={list.state.page} total={clients.data.count} onPage={list.setPage} />}
      <ConfirmDialog
        isDestructive
        opened={leaving !== null}
        title={t("dialogs.unassignTitle")}
        message={t("dialogs.unassignMessage", { name: userName, client: leaving?.name ?? "" })}
        confirmLabel={t("actions.unassign")}
        isPending={unassign.isPending}
        errorAlert={<UserActionError error={unassign.error} />}
        onConfirm={() => leaving && unassign.mutate(leaving.id, { onSuccess: () => setLeaving(null) })}
        onClose={() => setLeaving(null)}
      />
    </Stack>
  );
}
