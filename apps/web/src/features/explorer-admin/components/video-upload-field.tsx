/**
 * A medical video (English or Spanish): uploaded through the video host, which answers the document id the site
 * keeps; the English upload also fills the host's ids (vidyardId, vidyardUploadId). Shows the field's message.
 */
import { Alert, Button, FileButton, Group, Input, Progress, Stack, Text } from "@mantine/core";
import { ACCEPTED_MEDICAL_VIDEO_FILES } from "@onboard/domain/explorer/medical-video-api";
import { useId, useState } from "react";
import { useController, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useUploadMedicalVideo } from "../api/upload-medical-video";
import { useAdminMessage } from "../hooks/use-admin-message";
import type { SiteFormValues } from "../site-form-values";

export interface VideoUploadFieldProps {
  clientId: string;
  language: "en" | "es";
  label: string;
  required?: boolean;
}

export function VideoUploadField({ clientId, language, label, required }: VideoUploadFieldProps) {
  const { t } = useTranslation("explorerAdmin");
  const { translate, errorMessage } = useAdminMessage();
  const { control, setValue } = useFormContext<SiteFormValues>();
  const name = language === "en" ? "medicalVideoDocumentId" : "medicalVideoSpanishDocumentId";
  const { field, fieldState } = useController({ control, name });
  const upload = useUploadMedicalVideo(clientId);
  const [progress, setProgress] = useState<number | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const errorId = useId();
  const error = translate(fieldState.error?.message);
  const hasVideo = typeof field.value === "string" && field.value !== "";

  const send = async (file: File | null) => {
    if (!file) return;
    setProgress(0);
    try {
      const video = await upload.mutateAsync({ language, file, onProgress: setProgress });
      setFileName(video.document.name);
      field.onChange(video.documentId);
      if (language === "en") {
        setValue("vidyardId", video.vidyardId, { shouldDirty: true });
        setValue("vidyardUploadId", video.vidyardUploadId, { shouldDirty: true });
      }
    } catch {
      // The alert below shows the failure.
    } finally {
      setProgress(null);
    }
  };

  return (
    <Input.Wrapper label={label} withAsterisk={required} error={error} errorProps={{ id: errorId }}>
      <Stack gap={4} mt={4}>
        <Group wrap="nowrap">
          <Text size="sm" c={hasVideo ? undefined : "dimmed"} style={{ flex: 1 }}>
            {hasVideo ? (fileName ?? t("video.uploaded")) : t("video.none")}
          </Text>
          <FileButton onChange={(file) => void send(file)} accept={ACCEPTED_MEDICAL_VIDEO_FILES}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                loading={upload.isPending}
                aria-label={t("documents.uploadFor", { label })}
                aria-describedby={error ? errorId : undefined}
              >
                {t("documents.upload")}
              </Button>
            )}
          </FileButton>
          {hasVideo && (
            <Button
              variant="subtle"
              color="red"
              onClick={() => field.onChange("")}
              aria-label={t("video.removeFor", { label })}
            >
              {t("video.remove")}
            </Button>
          )}
        </Group>
        {progress !== null && <Progress value={progress} aria-label={t("video.progress", { label })} />}
        {upload.isError && (
          <Alert color="red" role="alert">
            {errorMessage(upload.error)}
          </Alert>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
