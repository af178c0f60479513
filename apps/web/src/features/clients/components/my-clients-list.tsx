/**
 * The list on the broker and ben-admin homes: the signed-in user's own clients (the server returns no others), with
 * search and paging; each name opens the client's hub.
 */
import { Anchor, Badge, Stack, Table, Text } from "@mantine/core";
import { DEFAULT_PAGE_SIZE } from "@onboard/domain/validation/list-limits";
import { pageToLimitOffset } from "@onboard/domain/validation/list-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { cappedPagerTotal } from "../../../components/paged-list/capped-pager-total";
import { ListPagination } from "../../../components/paged-list/list-pagination";
import { ListSearch } from "../../../components/paged-list/list-search";
import { useLocalizedPath } from "../../../lib/use-language";
import { useClients } from "../api/get-clients";

export function MyClientsList({ completedSetup }: { completedSetup?: boolean }) {
  const { t } = useTranslation(["homes", "clients"]);
  const localizedPath = useLocalizedPath();
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = useClients({
    ...pageToLimitOffset(page, DEFAULT_PAGE_SIZE),
    search: search || undefined,
    sortBy: "name",
    sortDirection: "asc",
    completedSetup,
  });

  return (
    <Stack gap="md">
      <ListSearch
        label={t("homes:searchLabel")}
        value={search}
        onSearch={(value) => {
          setSearch(value);
          setPage(1);
        }}
      />
      {isError && <Text role="alert">{t("homes:loadError")}</Text>}
      {isPending && <Text>{t("clients:loading")}</Text>}
      {data && (
        <>
          <Table striped highlightOnHover>
            <Table.Caption>{t("homes:caption")}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("clients:columns.name")}</Table.Th>
                <Table.Th>{t("clients:columns.caseId")}</Table.Th>
                <Table.Th>{t("clients:columns.phaseId")}</Table.Th>
                <Table.Th>{t("clients:columns.releaseStatus")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.data.map((client) => (
                <Table.Tr key={client.id}>
                  <Table.Td>
                    <Anchor component={Link} to={localizedPath("home", { clientId: client.id })}>
                      {client.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{client.caseId}</Table.Td>
                  <Table.Td>{t(`common:phases.${client.phaseId}`)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={client.releaseStatus === "LIVE" ? "green" : "gray"}>
                      {t(`common:releaseStatuses.${client.releaseStatus}`)}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {data.count === 0 && <Text>{t("homes:empty")}</Text>}
          <ListPagination
            page={page}
            total={cappedPagerTotal(data, page)}
            onPage={setPage}
            summary={data.totalIsCapped ? t("clients:list.moreThan", { total: data.count }) : undefined}
          />
        </>
      )}
    </Stack>
  );
}
