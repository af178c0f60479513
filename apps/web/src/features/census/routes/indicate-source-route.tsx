/**
 * indicate-source: for the file chosen at upload-files (`?documentId=`), who made it, the sheet of a workbook and the
 * column mapping, guessed by the server and confirmed here. A file the server cannot read says why.
 */
import { Alert, Anchor, NativeSelect, Skeleton, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useLocalizedPath } from "../../../lib/use-language";
import { useCensusFiles } from "../api/get-census-files";
import { useCensusPreview } from "../api/get-census-preview";
import { CensusLayout } from "../components/census-layout";
import { MappingForm } from "../components/mapping-form";
import { useCensusParam } from "../hooks/use-census-params";

function ChooseFileFirst({ clientId, policyId }: { clientId: string; policyId: string }) {
  const { t } = useTranslation("census");
  const localizedPath = useLocalizedPath();
  return (
    <Text>
      {t("source.noFile")}{" "}
      <Anchor component={Link} to={localizedPath("censusUploadFiles", { clientId, policyId })}>
        {t("source.toUpload")}
      </Anchor>
    </Text>
  );
}

function SourceStep({ clientId, policyId, documentId }: { clientId: string; policyId: string; documentId: string }) {
  const { t } = useTranslation("census");
  const navigate = useNavigate();
  const localizedPath = useLocalizedPath();
  const files = useCensusFiles(clientId, policyId);
  const file = files.data?.find((candidate) => candidate.document.id === documentId);
  const [sheet, setSheet] = useState<string | null>(file?.sheet ?? null);
  const preview = useCensusPreview(clientId, policyId, documentId, sheet);
  if (files.isError) return <Alert color="red">{files.error.message}</Alert>;
  if (preview.isError) return <Alert color="red">{preview.error.message}</Alert>;
  if (files.isPending || preview.isPending) {
    return <Skeleton height={320} role="status" aria-label={t("source.loading")} />;
  }
  if (!file) return <ChooseFileFirst clientId={clientId} policyId={policyId} />;
  const data = preview.data;
  return (
    <Stack gap="md">
      <Text>{t("source.file", { name: file.document.name })}</Text>
      {data.fileIssues.length > 0 && (
        <Alert color="red" role="alert" title={t("source.fileIssues")}>
          {data.fileIssues.map((issue) => (
            <Text key={`${issue.code}-${issue.fieldId ?? ""}`} size="sm">
              {issue.message}
            </Text>
          ))}
        </Alert>
      )}
      {data.kind === "xlsx" && data.sheets.length > 0 && (
        <NativeSelect
          label={t("source.sheet")}
          value={sheet ?? data.sheet ?? ""}
          data={data.sheets}
          disabled={preview.isPlaceholderData}
          onChange={(event) => setSheet(event.currentTarget.value)}
        />
      )}
      {data.headers.length > 0 && (
        <MappingForm
          // A new sheet is a new set of columns: the form starts again from its guess.
          key={data.sheet ?? ""}
          clientId={clientId}
          policyId={policyId}
          file={file}
          preview={data}
          onSaved={() => navigate(localizedPath("censusValidateSubmit", { clientId, policyId }, { documentId }))}
        />
      )}
    </Stack>
  );
}

export function IndicateSourceRoute() {
  const { t } = useTranslation(["census", "routes"]);
  const clientId = useCensusParam("clientId");
  const policyId = useCensusParam("policyId");
  const [search] = useSearchParams();
  const documentId = search.get("documentId");
  return (
    <CensusLayout
      clientId={clientId}
      policyId={policyId}
      step="censusIndicateSource"
      documentId={documentId}
      title={t("routes:censusValidations")}
    >
      {documentId ? (
        <SourceStep key={documentId} clientId={clientId} policyId={policyId} documentId={documentId} />
      ) : (
        <ChooseFileFirst clientId={clientId} policyId={policyId} />
      )}
    </CensusLayout>
  );
}
