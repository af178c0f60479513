/** Each new document's processing, as a labelled progress bar (or its failure). */
import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { LabelledProgress } from "../../../components/labelled-progress/labelled-progress";
import type { DocumentMeta } from "../api/hub-types";
import { useProcessingProgress } from "../hooks/use-processing-progress";

export function ProcessingProgress({ document }: { document: DocumentMeta }) {
  const { t } = useTranslation("hub");
  const value = useProcessingProgress(document.processStatus === "COMPLETED");
  if (document.processStatus === "FAILED") {
    return <Text c="red.9">{t("upload.processingFailed", { name: document.name })}</Text>;
  }
  return <LabelledProgress label={t("upload.processing", { name: document.name })} value={value} />;
}
