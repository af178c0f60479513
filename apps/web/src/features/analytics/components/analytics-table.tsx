/** The counts per page and event name, largest first, as the server sorts them. */
import { Table } from "@mantine/core";
import type { AnalyticsSummaryRow } from "@onboard/domain/tracking/analytics-schemas";
import { useTranslation } from "react-i18next";

export function AnalyticsTable({ rows, caption }: { rows: readonly AnalyticsSummaryRow[]; caption: string }) {
  const { t, i18n } = useTranslation("analytics");
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Table striped captionSide="top">
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t("columns.page")}</Table.Th>
          <Table.Th scope="col">{t("columns.event")}</Table.Th>
          <Table.Th scope="col" ta="right">
            {t("columns.count")}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={`${row.page} ${row.name}`}>
            <Table.Td>{row.page}</Table.Td>
            <Table.Td>{row.name}</Table.Td>
            <Table.Td ta="right">{number.format(row.count)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
