/** The client list as a table: name (a link to the manage page), case id, phase, release status, error types, updated. */
import { Anchor, Badge, Group, Table, Text } from "@mantine/core";
import type { ClientListItem, ClientSortField } from "@onboard/domain/clients/client-schemas";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { SortableHeader, type SortDirection } from "../../../components/paged-list/sortable-header";
import { formatDateTime, localeOf } from "../../../lib/format-date-time";
import { useLanguage, useLocalizedPath } from "../../../lib/use-language";

export interface ClientsTableProps {
  clients: readonly ClientListItem[];
  sortBy: ClientSortField;
  sortDirection: SortDirection;
  onSort: (field: ClientSortField, direction: SortDirection) => void;
}

export function ClientsTable({ clients, sortBy, sortDirection, onSort }: ClientsTableProps) {
  const { t } = useTranslation("clients");
  const language = useLanguage();
  const localizedPath = useLocalizedPath();
  const header = (field: ClientSortField) => (
    <SortableHeader field={field} sortBy={sortBy} sortDirection={sortDirection} onSort={onSort}>
      {t(`columns.${field}`)}
    </SortableHeader>
  );
  return (
    <Table.ScrollContainer minWidth={800}>
      <Table striped highlightOnHover>
        <Table.Caption>{t("list.caption")}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {header("name")}
            {header("caseId")}
            {header("phaseId")}
            {header("releaseStatus")}
            <Table.Th>{t("columns.errorTypes")}</Table.Th>
            {header("updatedAt")}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {clients.map((client) => (
            <Table.Tr key={client.id}>
              <Table.Td>
                <Anchor component={Link} to={localizedPath("clientManage", { clientId: client.id })}>
                  {client.name}
                </Anchor>
                <Group gap={4} mt={2}>
                  {client.isArchived && (
                    <Badge color="gray" variant="light">
                      {t("badges.archived")}
                    </Badge>
                  )}
                  {client.isTest && (
                    <Badge color="grape" variant="light">
                      {t("badges.test")}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>{client.caseId}</Table.Td>
              <Table.Td>{t(`common:phases.${client.phaseId}`)}</Table.Td>
              <Table.Td>{t(`common:releaseStatuses.${client.releaseStatus}`)}</Table.Td>
              <Table.Td>
                {client.errorTypes.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t("list.noErrors")}
                  </Text>
                ) : (
                  <Group gap={4}>
                    {client.errorTypes.map((type) => (
                      <Badge key={type} color="red" variant="light">
                        {t(`errorTypes.${type}`)}
                      </Badge>
                    ))}
                  </Group>
                )}
              </Table.Td>
              <Table.Td>{formatDateTime(client.updatedAt, localeOf(language))}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
