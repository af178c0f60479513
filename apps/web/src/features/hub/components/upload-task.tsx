/** An upload task: pick or drop files, watch the upload and processing progress, and manage the task's documents. */
import { Alert, Paper, Stack, Text, Title } from "@mantine/core";
import { ACCEPTED_FILE_EXTENSIONS } from "@onboard/domain/documents/allowed-file-types";
import { MAX_DOCUMENT_BYTES } from "@onboard/domain/documents/document-limits";
import { type DragEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { LabelledProgress } from "../../../components/labelled-progress/labelled-progress";
import { useDocumentsMeta } from "../api/get-documents-meta";
import { useUploadDocuments } from "../api/upload-documents";
import { DocumentTable } from "./document-table";
import { ProcessingProgress } from "./upload-progress";

export interface UploadTaskProps {
  clientId: string;
  taskId: string;
  policyId: string | null;
}

export function UploadTask({ clientId, taskId, policyId }: UploadTaskProps) {
  const { t } = useTranslation("hub");
  const inputId = useId();
  const upload = useUploadDocuments(clientId);
  const [percent, setPercent] = useState<number | null>(null);
  const [recentIds, setRecentIds] = useState<string[]>([]);
  const [isDragging, setIsDragging] = useState(false);
  const documents = useDocumentsMeta(clientId, { categories: [taskId], policyId });
  const recent = useDocumentsMeta(
    clientId,
    { documentIds: recentIds },
    { pollWhileProcessing: true, enabled: recentIds.length > 0 },
  );

  const [refusal, setRefusal] = useState<string | null>(null);
  const start = (files: File[]) => {
    if (files.length === 0) return;
    // The server refuses these too; saying so before sending spares a long upload that cannot succeed.
    const tooLarge = files.find((file) => file.size > MAX_DOCUMENT_BYTES);
    setRefusal(tooLarge ? t("upload.tooLarge", { name: tooLarge.name }) : null);
    if (tooLarge) return;
    setPercent(0);
    upload.mutate(
      { category: taskId, policyId, files, onProgress: setPercent },
      {
        onSuccess: (created) => setRecentIds(created.map((document) => document.id)),
        onSettled: () => setPercent(null),
      },
    );
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsDragging(false);
    start([...event.dataTransfer.files]);
  };
  const processing = recentIds.length > 0 ? (recent.data ?? []) : [];
  return (
    <Stack gap="md">
      <Paper
        withBorder
        p="lg"
        style={{
          borderStyle: "dashed",
          borderWidth: 2,
          background: isDragging ? "var(--mantine-color-blue-0)" : undefined,
        }}
        onDragOver={(event) => {
          event.preventDefault();
          setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={onDrop}
      >
        <Stack gap="xs">
          <Text component="label" htmlFor={inputId} fw={600}>
            {t("upload.label")}
          </Text>
          <Text size="sm" c="dimmed" id={`${inputId}-hint`}>
            {t("upload.hint")}
          </Text>
          <input
            id={inputId}
            type="file"
            multiple
            accept={ACCEPTED_FILE_EXTENSIONS}
            aria-describedby={`${inputId}-hint`}
            disabled={upload.isPending}
            onChange={(event) => {
              start([...(event.currentTarget.files ?? [])]);
              event.currentTarget.value = "";
            }}
          />
        </Stack>
      </Paper>
      {percent !== null && <LabelledProgress label={t("upload.uploading")} value={percent} />}
      {refusal && <Alert color="red">{refusal}</Alert>}
      {upload.isError && !refusal && <Alert color="red">{upload.error.message}</Alert>}
      {processing.map((document) => (
        <ProcessingProgress key={document.id} document={document} />
      ))}
      <Title order={2} size="h4">
        {t("documents.title")}
      </Title>
      {documents.isError && <Alert color="red">{documents.error.message}</Alert>}
      {documents.data && (
        <DocumentTable clientId={clientId} caption={t("documents.caption")} documents={documents.data} isEditable />
      )}
    </Stack>
  );
}
