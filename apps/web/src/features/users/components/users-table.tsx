/** The table of an administered user list: sortable name, e-mail and last-login columns, and each row's actions. */
import { Badge, Table, Text } from "@mantine/core";
import type { UserListItem, UserSortField } from "@onboard/domain/users/user-admin-schemas";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { SortableHeader, type SortDirection } from "../../../components/paged-list/sortable-header";
import { formatDateTime } from "../../../lib/format-date-time";

export interface UsersTableProps {
  caption: string;
  users: UserListItem[];
  sortBy: UserSortField | undefined;
  sortDirection: SortDirection;
  onSort: (field: UserSortField, direction: SortDirection) => void;
  showRole: boolean;
  showClients: boolean;
  renderActions: (user: UserListItem) => ReactNode;
}

export function UsersTable({
  caption,
  users,
  sortBy,
  sortDirection,
  onSort,
  showRole,
  showClients,
  renderActions,
}: UsersTableProps) {
  const { t, i18n } = useTranslation("users");
  const sort = { sortBy, sortDirection, onSort };
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <SortableHeader field="name" {...sort}>
              {t("columns.name")}
            </SortableHeader>
            <SortableHeader field="email" {...sort}>
              {t("columns.email")}
            </SortableHeader>
            {showRole && <Table.Th>{t("columns.role")}</Table.Th>}
            <Table.Th>{t("columns.company")}</Table.Th>
            {showClients && <Table.Th>{t("columns.clients")}</Table.Th>}
            <Table.Th>{t("columns.status")}</Table.Th>
            <SortableHeader field="lastLoginAt" {...sort}>
              {t("columns.lastLogin")}
            </SortableHeader>
            <Table.Th>{t("columns.actions")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>{user.name}</Table.Td>
              <Table.Td>{user.email}</Table.Td>
              {showRole && <Table.Td>{t(`roles.${user.role}`)}</Table.Td>}
              <Table.Td>{user.companyName ?? "—"}</Table.Td>
              {showClients && <Table.Td>{user.clientCount}</Table.Td>}
              <Table.Td>
                <Badge color={user.isActivated ? "green" : "gray"} variant="light">
                  {user.isActivated ? t("status.active") : t("status.notActivated")}
                </Badge>
              </Table.Td>
              <Table.Td>
                {user.lastLoginAt ? formatDateTime(user.lastLoginAt, i18n.language) : <Text span>{t("never")}</Text>}
              </Table.Td>
              <Table.Td>{renderActions(user)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
