/** Labelled determinate progress bars: the upload's bytes, then each new document's processing. */
import { Progress, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { DocumentMeta } from "../api/hub-types";
import { useProcessingProgress } from "../hooks/use-processing-progress";

export function LabelledProgress({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap={4}>
      <Text size="sm">{`${label} (${value}%)`}</Text>
      {/* The track carries the role, so the bar is there (and announced) from 0 %, before its fill has any width. */}
      <Progress.Root
        size="lg"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value}%`}
      >
        <Progress.Section value={value} withAria={false} />
      </Progress.Root>
    </Stack>
  );
}

export function ProcessingProgress({ document }: { document: DocumentMeta }) {
  const { t } = useTranslation("hub");
  const value = useProcessingProgress(document.processStatus === "COMPLETED");
  if (document.processStatus === "FAILED") {
    return <Text c="red.9">{t("upload.processingFailed", { name: document.name })}</Text>;
  }
  return <LabelledProgress label={t("upload.processing", { name: document.name })} value={value} />;
}
