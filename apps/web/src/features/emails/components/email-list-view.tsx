/** An e-mail list page: heading, search, sortable table, paging; the route supplies the data and the row links. */
import { Alert, Container, Loader, Stack, Text, Title } from "@mantine/core";
import type { EmailListItem, EmailSortField } from "@onboard/domain/emails/email-schemas";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { cappedPagerTotal } from "../../../components/paged-list/capped-pager-total";
import { ListPagination } from "../../../components/paged-list/list-pagination";
import { ListSearch } from "../../../components/paged-list/list-search";
import { isApiError } from "../../../lib/api-client";
import { usePageTitle } from "../../../lib/configuration/use-page-title";
import type { ListState } from "../../../lib/use-list-state";
import { EmailsTable } from "./emails-table";

export interface EmailListViewProps {
  title: string;
  list: ListState<EmailSortField>;
  emails: EmailListItem[] | undefined;
  /** Where the page after this one starts (keyset paging: an offset goes at most 1,000 rows deep). */
  nextCursor: string | null | undefined;
  /** The matches, counted up to 1,000, a search's up to 100 (`totalIsCapped` past it). */
  total: { count: number; totalIsCapped: boolean } | undefined;
  isPending: boolean;
  error: Error | null;
  linkTo: (email: EmailListItem) => string;
  showClient?: boolean;
  /** Shown under the list, e.g. the owner's admin tools. */
  children?: ReactNode;
}

export function EmailListView({
  title,
  list,
  emails,
  nextCursor,
  total,
  isPending,
  error,
  linkTo,
  showClient,
  children,
}: EmailListViewProps) {
  const { t } = useTranslation("emails");
  usePageTitle(title);
  return (
    <Container size="xl" py="xl">
      <Stack>
        <Title order={1}>{title}</Title>
        <ListSearch
          label={t("search.label")}
          placeholder={t("search.placeholder")}
          value={list.state.search}
          onSearch={list.setSearch}
        />
        {error && (
          <Alert color="red" role="alert">
            {isApiError(error) && error.code === "SEARCH_TOO_BROAD_TO_SORT"
              ? t("errors:searchTooBroadToSort")
              : error.message}
          </Alert>
        )}
        {isPending && <Loader aria-label={t("loading")} />}
        {emails && emails.length === 0 && <Text>{t("empty")}</Text>}
        {emails && emails.length > 0 && (
          <EmailsTable
            caption={t("tableCaption")}
            emails={emails}
            sortBy={list.state.sortBy}
            sortDirection={list.state.sortDirection}
            onSort={list.setSort}
            linkTo={linkTo}
            showClient={showClient}
          />
        )}
        {total !== undefined && (
          <ListPagination
            page={list.state.page}
            total={cappedPagerTotal({ data: emails ?? [], ...total }, list.state.page)}
            onPage={(next) => list.pageFrom(next, nextCursor)}
            summary={total.totalIsCapped ? t("moreThan", { total: total.count }) : undefined}
          />
        )}
        {children}
      </Stack>
    </Container>
  );
}
