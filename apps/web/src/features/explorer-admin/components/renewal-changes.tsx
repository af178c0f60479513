/** What a renewal changes (the domain's list): each field with its current and its renewed value. */
import { Table } from "@mantine/core";
import type { RenewalChange } from "@onboard/domain/explorer/explorer-renewal";
import { useTranslation } from "react-i18next";

function useChangeText() {
  const { t } = useTranslation("explorerAdmin");
  return (change: RenewalChange, value: string | null): string => {
    if (value === null || value === "") return t("renew.empty");
    if (change.field === "isNew") return t("renew.plansMarkedNew", { count: Number(value) });
    if (value === "true") return t("form.yes");
    if (value === "false") return t("form.no");
    // Dates and date-times show as the day they are.
    return /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : value;
  };
}

export function RenewalChanges({ changes, caption }: { changes: readonly RenewalChange[]; caption: string }) {
  const { t } = useTranslation("explorerAdmin");
  const text = useChangeText();
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t("renew.field")}</Table.Th>
            <Table.Th scope="col">{t("renew.from")}</Table.Th>
            <Table.Th scope="col">{t("renew.to")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changes.map((change) => (
            <Table.Tr key={change.field}>
              <Table.Th scope="row">{t(`renew.fields.${change.field}`)}</Table.Th>
              <Table.Td>{text(change, change.from)}</Table.Td>
              <Table.Td>{text(change, change.to)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
