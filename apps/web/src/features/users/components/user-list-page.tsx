/**
 * An administered user list page (internal users, brokers or ben admins): heading, search, sortable table, paging,
 * "Create" with its form, and each row's actions (internal users in place; brokers and ben admins on their page).
 */
import { Alert, Anchor, Button, Container, Group, Loader, Stack, Text, Title } from "@mantine/core";
import type { UserKind, UserListItem, UserSortField } from "@onboard/domain/users/user-admin-schemas";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { cappedPagerTotal } from "../../../components/paged-list/capped-pager-total";
import { ListPagination } from "../../../components/paged-list/list-pagination";
import { ListSearch } from "../../../components/paged-list/list-search";
import { usePageTitle } from "../../../lib/configuration/use-page-title";
import { announceEmailSent } from "../../../lib/email-sent-notice";
import { useLocalizedPath } from "../../../lib/use-language";
import { useListState } from "../../../lib/use-list-state";
import { useCreateUser } from "../api/create-user";
import { useUsers } from "../api/get-users";
import { InternalUserActions } from "./internal-user-actions";
import { UserFormModal } from "./user-form-modal";
import { UsersTable } from "./users-table";

const MANAGE_ROUTE = { broker: "brokerManage", "ben-admin": "benAdminManage" } as const;

export function UserListPage({ kind }: { kind: UserKind }) {
  const { t } = useTranslation("users");
  const title = t(`pages.${kind}.title`);
  usePageTitle(title);
  const list = useListState<UserSortField>("name");
  const users = useUsers(kind, list.query);
  const createUser = useCreateUser(kind);
  const [isCreating, setCreating] = useState(false);
  const localizedPath = useLocalizedPath();

  const renderActions = (user: UserListItem) =>
    kind === "internal" ? (
      <InternalUserActions user={user} />
    ) : (
      <Anchor component={Link} to={localizedPath(MANAGE_ROUTE[kind], { userId: user.id })}>
        {t("actions.manageUser", { name: user.name })}
      </Anchor>
    );

  return (
    <Container size="xl" py="xl">
      <Stack>
        <Group justify="space-between" align="flex-end">
          <Title order={1}>{title}</Title>
          <Button onClick={() => setCreating(true)}>{t(`pages.${kind}.create`)}</Button>
        </Group>
        <ListSearch
          label={t("search.label")}
          placeholder={t("search.placeholder")}
          value={list.state.search}
          onSearch={list.setSearch}
        />
        {users.isError && (
          <Alert color="red" role="alert">
            {users.error.message}
          </Alert>
        )}
        {users.isPending && <Loader aria-label={t("loading")} />}
        {users.data && users.data.data.length === 0 && <Text>{t("empty")}</Text>}
        {users.data && users.data.data.length > 0 && (
          <UsersTable
            caption={t(`pages.${kind}.caption`)}
            users={users.data.data}
            sortBy={list.state.sortBy}
            sortDirection={list.state.sortDirection}
            onSort={list.setSort}
            showRole={kind === "internal"}
            showClients={kind !== "internal"}
            renderActions={renderActions}
          />
        )}
        {users.data && (
          <ListPagination
            page={list.state.page}
            total={cappedPagerTotal(users.data, list.state.page)}
            onPage={(next) => list.pageFrom(next, users.data?.nextCursor)}
            summary={users.data.totalIsCapped ? t("moreThan", { total: users.data.count }) : undefined}
          />
        )}
      </Stack>
      {isCreating && (
        <UserFormModal
          opened
          mode="create"
          kind={kind}
          title={t(`pages.${kind}.create`)}
          onClose={() => setCreating(false)}
          onSubmit={async (values) => {
            const created = await createUser.mutateAsync(values);
            const [emailId] = created.emailIds;
            if (emailId) announceEmailSent(emailId, null);
          }}
        />
      )}
    </Container>
  );
}
