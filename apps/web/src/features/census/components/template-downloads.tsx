/** The carrier's census template, as CSV or XLSX: filling it in spares the person the column mapping. */
import { Alert, Button, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useDownloadCensusTemplate } from "../api/census-downloads";

export function TemplateDownloads() {
  const { t } = useTranslation("census");
  const download = useDownloadCensusTemplate();
  return (
    <div>
      <Text size="sm" mb="xs">
        {t("upload.templateIntro")}
      </Text>
      <Group gap="sm">
        <Button
          variant="default"
          onClick={() => download.mutate("csv")}
          loading={download.isPending && download.variables === "csv"}
        >
          {t("upload.templateCsv")}
        </Button>
        <Button
          variant="default"
          onClick={() => download.mutate("xlsx")}
          loading={download.isPending && download.variables === "xlsx"}
        >
          {t("upload.templateXlsx")}
        </Button>
      </Group>
      {download.isError && (
        <Alert color="red" mt="sm">
          {download.error.message}
        </Alert>
      )}
    </div>
  );
}
