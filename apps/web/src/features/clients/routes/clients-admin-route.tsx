/**
 * /clients/admin: the client list of the internal area. Search, sortable columns, filters (phase, release status,
 * error type, archived) kept per signed-in user in localStorage, 25 per page, and "Create client".
 */
import { Alert, Button, Container, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { cappedPagerTotal } from "../../../components/paged-list/capped-pager-total";
import { ListPagination } from "../../../components/paged-list/list-pagination";
import { ListSearch } from "../../../components/paged-list/list-search";
import { usePageTitle } from "../../../lib/configuration/use-page-title";
import { useSession } from "../../../lib/signed-in-user";
import { useClients } from "../api/get-clients";
import { ClientFilters } from "../components/client-filters";
import { ClientsTable } from "../components/clients-table";
import { CreateClientModal } from "../components/create-client-modal";
import { useClientListState } from "../hooks/use-client-list-state";
import { useClientMessage } from "../hooks/use-client-message";

function ClientList({ userId }: { userId: string }) {
  const { t } = useTranslation("clients");
  const { errorMessage } = useClientMessage();
  const list = useClientListState(userId);
  const clients = useClients(list.query);
  return (
    <>
      <ListSearch
        label={t("list.searchLabel")}
        placeholder={t("list.searchPlaceholder")}
        value={list.state.search}
        onSearch={list.setSearch}
      />
      <ClientFilters filters={list.state} onChange={list.setFilters} onClear={list.clearFilters} />
      {clients.isError && (
        <Alert color="red" role="alert">
          {errorMessage(clients.error)}
        </Alert>
      )}
      {clients.isPending && <Loader aria-label={t("loading")} />}
      {clients.data && clients.data.data.length === 0 && <Text>{t("list.empty")}</Text>}
      {clients.data && clients.data.data.length > 0 && (
        <ClientsTable
          clients={clients.data.data}
          sortBy={list.state.sortBy}
          sortDirection={list.state.sortDirection}
          onSort={list.setSort}
        />
      )}
      {clients.data && (
        <ListPagination
          page={list.page}
          total={cappedPagerTotal(clients.data, list.page)}
          onPage={(next) => list.pageFrom(next, clients.data?.nextCursor)}
          summary={clients.data.totalIsCapped ? t("list.moreThan", { total: clients.data.count }) : undefined}
        />
      )}
    </>
  );
}

export function ClientsAdminRoute() {
  const { t } = useTranslation("clients");
  usePageTitle(t("list.title"));
  const me = useSession();
  const [isCreating, setCreating] = useState(false);
  return (
    <Container size="xl" py="xl">
      <Stack>
        <Group justify="space-between" align="flex-end">
          <Title order={1}>{t("list.title")}</Title>
          <Button onClick={() => setCreating(true)}>{t("create.open")}</Button>
        </Group>
        {/* The filters are stored per user, so the list waits for the user's id (keyed "me" if none comes back). */}
        {me.isPending ? (
          <Loader aria-label={t("loading")} />
        ) : (
          <ClientList key={me.data?.id ?? "me"} userId={me.data?.id ?? "me"} />
        )}
      </Stack>
      {isCreating && <CreateClientModal onClose={() => setCreating(false)} />}
    </Container>
  );
}
