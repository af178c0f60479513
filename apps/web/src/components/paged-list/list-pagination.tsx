/** Paging of an admin list: "Showing 26–50 of 120" and the page buttons (page size 25 by default, spec §9). */
import { Group, Pagination, Text } from "@mantine/core";
import { DEFAULT_PAGE_SIZE } from "@onboard/domain/validation/list-limits";
import { pageCount } from "@onboard/domain/validation/list-query";
import { useTranslation } from "react-i18next";

export interface ListPaginationProps {
  page: number;
  total: number;
  pageSize?: number;
  onPage: (page: number) => void;
  /** Said instead of "Showing 26–50 of 120", e.g. "More than 1,000 clients" when the total is only a lower bound. */
  summary?: string;
}

export function ListPagination({ page, total, pageSize = DEFAULT_PAGE_SIZE, onPage, summary }: ListPaginationProps) {
  const { t } = useTranslation("common");
  const pages = pageCount(total, pageSize);
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" mt="md" wrap="wrap">
      <Text size="sm" aria-live="polite">
        {summary ?? t("list.showing", { first, last, total })}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={onPage}
          getControlProps={(control) => ({
            "aria-label": control === "previous" ? t("list.previousPage") : t("list.nextPage"),
          })}
          getItemProps={(item) => ({ "aria-label": t("list.page", { page: item }) })}
          aria-label={t("list.pagination")}
        />
      )}
    </Group>
  );
}
