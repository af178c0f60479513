/**
 * upload-files: drop or pick a census file (CSV, TSV, text or XLSX), watch its bytes go, then go on to indicate-source
 * with it. The documents module checks the file (type, the 20 MB limit) and its refusal is shown as it words it.
 */
import { Alert, Stack, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { LabelledProgress } from "../../../components/labelled-progress/labelled-progress";
import { useLocalizedPath } from "../../../lib/use-language";
import { useUploadCensusFile } from "../api/upload-census-file";
import { CensusDropzone } from "../components/census-dropzone";
import { CensusFileList } from "../components/census-file-list";
import { CensusLayout } from "../components/census-layout";
import { TemplateDownloads } from "../components/template-downloads";
import { useCensusParam } from "../hooks/use-census-params";

export function UploadFilesRoute() {
  const { t } = useTranslation(["census", "routes"]);
  const clientId = useCensusParam("clientId");
  const policyId = useCensusParam("policyId");
  const navigate = useNavigate();
  const localizedPath = useLocalizedPath();
  const upload = useUploadCensusFile(clientId, policyId);
  const [percent, setPercent] = useState<number | null>(null);
  const start = (file: File) => {
    setPercent(0);
    upload.mutate(
      { file, onProgress: setPercent },
      {
        onSuccess: ([document]) => {
          if (document) {
            navigate(localizedPath("censusIndicateSource", { clientId, policyId }, { documentId: document.id }));
          }
        },
        onSettled: () => setPercent(null),
      },
    );
  };
  return (
    <CensusLayout
      clientId={clientId}
      policyId={policyId}
      step="censusUploadFiles"
      title={t("routes:censusValidations")}
    >
      <Title order={2} size="h3">
        {t("routes:censusUploadFiles")}
      </Title>
      <Stack gap="sm">
        <CensusDropzone isDisabled={upload.isPending} onFile={start} />
        {percent !== null && <LabelledProgress label={t("upload.uploading")} value={percent} />}
        {upload.isError && (
          <Alert color="red" role="alert">
            {upload.error.message}
          </Alert>
        )}
      </Stack>
      <TemplateDownloads />
      <Title order={2} size="h3">
        {t("files.title")}
      </Title>
      <CensusFileList clientId={clientId} policyId={policyId} />
    </CensusLayout>
  );
}
