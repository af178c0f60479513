/**
 * "Difference from QPS": the case as QPS holds it against the portal, field by field (GET .../client-from-qps), and
 * "Import from QPS", which brings the importable QPS values in as changes pending review. QPS away (503) is an alert
 * with the server's message.
 */
import { Alert, Button, Table, Text } from "@mantine/core";
import type { PlanDesignInfo } from "@onboard/domain/qps/qps-api";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-error";
import { useClientFromQps } from "../api/get-client-from-qps";
import { useImportFromQps } from "../api/import-from-qps";
import { QpsSection } from "./qps-section";

type PlanDesign = PlanDesignInfo["planDesign"];

/** The code of the server's 503 when QPS does not answer (its message is QPS_API_MESSAGES.qpsUnavailable). */
const QPS_UNAVAILABLE_CODE = "QPS_UNAVAILABLE";

/** The record a difference is about, named as the plan-design tables name it. */
function recordNames(planDesign: PlanDesign | undefined): Map<string, string> {
  const names = new Map<string, string>();
  for (const plan of planDesign?.plans ?? []) names.set(`plan:${plan.planKey}`, plan.name ?? plan.benefitType);
  for (const item of planDesign?.classes ?? []) names.set(`employeeClass:${item.classKey}`, item.name);
  return names;
}

export function QpsDifferencesSection({ clientId, planDesign }: { clientId: string; planDesign?: PlanDesign }) {
  const { t } = useTranslation("qps");
  const tableTitleId = useId();
  const fromQps = useClientFromQps(clientId);
  const importing = useImportFromQps(clientId);
  const [importedCount, setImportedCount] = useState<number | null>(null);
  const differences = fromQps.data?.differences ?? [];
  const isImportable = differences.some((difference) => difference.importable);
  const names = recordNames(planDesign);
  const none = t("none");

  const importButton = (
    <Button
      variant="default"
      onClick={() => {
        setImportedCount(null);
        importing.mutate(undefined, { onSuccess: (result) => setImportedCount(result.changeRecordIds.length) });
      }}
      disabled={!isImportable}
      loading={importing.isPending}
    >
      {t("differences.import")}
    </Button>
  );
  // Without a QPS case (or while QPS is away) there is nothing to import: the section says why instead.
  const hasQpsCase = fromQps.data !== undefined && fromQps.data.qpsCase !== null;
  return (
    <QpsSection title={t("differences.title")} actions={hasQpsCase && importButton}>
      <div role="status" aria-live="polite">
        {importedCount !== null && (
          <Alert
            color={importedCount > 0 ? "green" : "gray"}
            mb="sm"
            withCloseButton
            onClose={() => setImportedCount(null)}
            closeButtonLabel={t("close")}
          >
            {importedCount > 0 ? t("differences.imported", { count: importedCount }) : t("differences.importedNone")}
          </Alert>
        )}
      </div>
      {importing.isError && (
        <Alert color="red" mb="sm">
          {importing.error.message}
        </Alert>
      )}
      {fromQps.isPending && <Text c="dimmed">{t("loading")}</Text>}
      {fromQps.isError && (
        <Alert color="red">
          {/* The api client words every 5xx generically; QPS away is the server's own message, in the page's language. */}
          {isApiError(fromQps.error) && fromQps.error.code === QPS_UNAVAILABLE_CODE
            ? t("differences.unavailable")
            : fromQps.error.message}
        </Alert>
      )}
      {fromQps.data && fromQps.data.qpsCase === null && <Text>{t("differences.noCase")}</Text>}
      {fromQps.data && fromQps.data.qpsCase !== null && differences.length === 0 && (
        <Text>{t("differences.none")}</Text>
      )}
      {differences.length > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Text id={tableTitleId} size="sm" c="dimmed" mb={4}>
            {t("differences.tableCaption")}
          </Text>
          <Table aria-labelledby={tableTitleId} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t("differences.columns.record")}</Table.Th>
                <Table.Th scope="col">{t("differences.columns.field")}</Table.Th>
                <Table.Th scope="col">{t("differences.columns.portal")}</Table.Th>
                <Table.Th scope="col">{t("differences.columns.qps")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {differences.map((difference) => (
                <Table.Tr key={`${difference.record}-${difference.recordKey}-${difference.attribute}`}>
                  <Table.Th scope="row" fw={500}>
                    {t(`differences.records.${difference.record}`, {
                      name: names.get(`${difference.record}:${difference.recordKey}`) ?? difference.recordKey,
                    })}
                  </Table.Th>
                  <Table.Td>
                    {t(`differences.attributes.${difference.attribute}`, { defaultValue: difference.attribute })}
                  </Table.Td>
                  <Table.Td>{difference.portal ?? none}</Table.Td>
                  <Table.Td>{difference.qps ?? none}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </QpsSection>
  );
}
