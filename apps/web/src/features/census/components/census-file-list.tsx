/** The policy's census files with their state; choosing one goes on to indicate-source with that file. */
import { Alert, Anchor, Badge, Skeleton, Table, Text } from "@mantine/core";
import type { CensusFile } from "@onboard/domain/census/census-api";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDateTime } from "../../../lib/format-date-time";
import { useLanguage, useLocalizedPath } from "../../../lib/use-language";
import { useCensusFiles } from "../api/get-census-files";
import { censusFileState, STATE_COLORS } from "./census-file-state";

function FileRow({ clientId, policyId, file }: { clientId: string; policyId: string; file: CensusFile }) {
  const { t } = useTranslation("census");
  const language = useLanguage();
  const localizedPath = useLocalizedPath();
  const state = censusFileState(file);
  const documentId = file.document.id;
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor
          component={Link}
          to={localizedPath("censusIndicateSource", { clientId, policyId }, { documentId })}
          aria-label={t("files.choose", { name: file.document.name })}
        >
          {file.document.name}
        </Anchor>
      </Table.Td>
      <Table.Td>{formatDateTime(file.document.createdAt, language)}</Table.Td>
      <Table.Td>
        <Badge color={STATE_COLORS[state]} variant="light">
          {t(`files.states.${state}`)}
        </Badge>
      </Table.Td>
      <Table.Td>
        {file.domainValidations.counts && (
          <Text size="sm">
            {t("files.counts", {
              rows: file.domainValidations.counts.rows,
              errors: file.domainValidations.counts.errors,
              warnings: file.domainValidations.counts.warnings,
            })}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

export function CensusFileList({ clientId, policyId }: { clientId: string; policyId: string }) {
  const { t } = useTranslation("census");
  const files = useCensusFiles(clientId, policyId);
  if (files.isPending) return <Skeleton height={120} aria-label={t("files.loading")} role="status" />;
  if (files.isError) return <Alert color="red">{files.error.message}</Alert>;
  if (files.data.length === 0) return <Text c="dimmed">{t("files.none")}</Text>;
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped>
        <Table.Caption>{t("files.caption")}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t("files.name")}</Table.Th>
            <Table.Th scope="col">{t("files.uploaded")}</Table.Th>
            <Table.Th scope="col">{t("files.state")}</Table.Th>
            <Table.Th scope="col">{t("files.result")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {files.data.map((file) => (
            <FileRow key={file.document.id} clientId={clientId} policyId={policyId} file={file} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
