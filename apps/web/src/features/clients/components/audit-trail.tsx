/** The client's audit trail: who did what and when, paged (25 a page), with "Export CSV" for the whole trail. */
import { Alert, Button, Group, Loader, Stack, Table, Text } from "@mantine/core";
import { DEFAULT_PAGE_SIZE } from "@onboard/domain/validation/list-limits";
import { pageToLimitOffset } from "@onboard/domain/validation/list-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ListPagination } from "../../../components/paged-list/list-pagination";
import { formatDateTime, localeOf } from "../../../lib/format-date-time";
import { useLanguage } from "../../../lib/use-language";
import { useExportAuditLog } from "../api/export-audit-log";
import { useAuditLog } from "../api/get-audit-log";
import { useClientMessage } from "../hooks/use-client-message";
import { ActionError } from "./action-error";

/** "field: value" lines, or a dash when the entry recorded nothing on that side (a creation, a deletion, an action). */
function ChangeList({ value }: { value: Record<string, unknown> | null }) {
  const entries = value ? Object.entries(value) : [];
  if (entries.length === 0) return <Text size="sm">—</Text>;
  return (
    <Stack gap={2}>
      {entries.map(([field, fieldValue]) => (
        <Text size="xs" key={field} ff="monospace" style={{ wordBreak: "break-word" }}>
          {field}: {JSON.stringify(fieldValue)}
        </Text>
      ))}
    </Stack>
  );
}

export function AuditTrail({ clientId }: { clientId: string }) {
  const { t } = useTranslation("clients");
  const { errorMessage } = useClientMessage();
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const audit = useAuditLog(clientId, pageToLimitOffset(page, DEFAULT_PAGE_SIZE));
  const exportCsv = useExportAuditLog(clientId);
  return (
    <Stack>
      <Group>
        <Button variant="default" loading={exportCsv.isPending} onClick={() => exportCsv.mutate()}>
          {t("audit.export")}
        </Button>
      </Group>
      <ActionError error={exportCsv.error} />
      {audit.isPending && <Loader aria-label={t("loading")} />}
      {audit.isError && (
        <Alert color="red" role="alert">
          {errorMessage(audit.error)}
        </Alert>
      )}
      {audit.data && audit.data.count === 0 && <Text>{t("audit.empty")}</Text>}
      {audit.data && audit.data.data.length > 0 && (
        <Table.ScrollContainer minWidth={700}>
          <Table>
            <Table.Caption>{t("audit.caption")}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("audit.columns.occurredAt")}</Table.Th>
                <Table.Th>{t("audit.columns.actor")}</Table.Th>
                <Table.Th>{t("audit.columns.action")}</Table.Th>
                <Table.Th>{t("audit.columns.before")}</Table.Th>
                <Table.Th>{t("audit.columns.after")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {audit.data.data.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td>{formatDateTime(entry.occurredAt, localeOf(language))}</Table.Td>
                  <Table.Td>{entry.actor?.name ?? t("audit.system")}</Table.Td>
                  <Table.Td>{entry.action}</Table.Td>
                  <Table.Td>
                    <ChangeList value={entry.before} />
                  </Table.Td>
                  <Table.Td>
                    <ChangeList value={entry.after} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {audit.data && audit.data.count > 0 && <ListPagination page={page} total={audit.data.count} onPage={setPage} />}
    </Stack>
  );
}
