/** "Push history": the client's pushes, newest first: when, by whom, the result, and QPS's messages under each. */
import { List, Table, Text } from "@mantine/core";
import { pushDisplayStatus } from "@onboard/domain/qps/push-status";
import type { ApiJob } from "@onboard/domain/qps/qps-api";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime, localeOf } from "../../../lib/format-date-time";
import { useLanguage } from "../../../lib/use-language";
import { pushStatusKey } from "./push-status-text";
import { QpsSection } from "./qps-section";

const LEVEL_COLOR = { INFO: undefined, WARNING: "orange.9", ERROR: "red.8" } as const;

function HistoryStatus({ job }: { job: ApiJob }) {
  const { t } = useTranslation("qps");
  const display = pushDisplayStatus(job.status);
  return <>{display === "loading" ? t("history.inProgress") : t(pushStatusKey(display))}</>;
}

function Outputs({ job }: { job: ApiJob }) {
  const { t } = useTranslation("qps");
  if (job.apiJobOutputs.length === 0) return <Text c="dimmed">{t("history.noMessages")}</Text>;
  return (
    <List size="sm" spacing={2}>
      {job.apiJobOutputs.map((output) => (
        <List.Item key={output.id}>
          <Text span size="sm" fw={600} c={LEVEL_COLOR[output.level]}>
            {t(`history.levels.${output.level}`)}
          </Text>
          {output.policyNumber && (
            <Text span size="sm">
              {" "}
              {t("history.policy", { policyNumber: output.policyNumber })}
            </Text>
          )}
          <Text span size="sm">
            {`: ${output.message}`}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}

export function PushHistory({ pushes }: { pushes: readonly ApiJob[] }) {
  const { t } = useTranslation("qps");
  const tableId = useId();
  const locale = localeOf(useLanguage());
  return (
    <QpsSection title={t("history.title")}>
      {pushes.length === 0 ? (
        <Text c="dimmed">{t("history.none")}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Text id={tableId} size="sm" c="dimmed" mb={4}>
            {t("history.caption")}
          </Text>
          <Table aria-labelledby={tableId} verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t("history.columns.when")}</Table.Th>
                <Table.Th scope="col">{t("history.columns.by")}</Table.Th>
                <Table.Th scope="col">{t("history.columns.status")}</Table.Th>
                <Table.Th scope="col">{t("history.columns.messages")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {pushes.map((job) => (
                <Table.Tr key={job.id}>
                  <Table.Th scope="row" fw={500}>
                    {formatDateTime(job.createdAt, locale)}
                  </Table.Th>
                  <Table.Td>{job.requestedBy?.name ?? t("none")}</Table.Td>
                  <Table.Td>
                    <HistoryStatus job={job} />
                  </Table.Td>
                  <Table.Td>
                    <Outputs job={job} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </QpsSection>
  );
}
