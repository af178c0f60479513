/**
 * POST /api/clients/:clientId/documents/vidyard/upload (multipart: language, then the video): the medical video goes
 * through the video host; the answer gives the site's document id and the host's ids (vidyardId, vidyardUploadId).
 */
import { MEDICAL_VIDEO_FILE_FIELD, type MedicalVideoUpload } from "@onboard/domain/explorer/medical-video-api";
import { useMutation } from "@tanstack/react-query";
import { uploadForm } from "../../../lib/upload";

export interface UploadMedicalVideoInput {
  language: "en" | "es";
  file: File;
  onProgress?: (percent: number) => void;
}

export function uploadMedicalVideo(clientId: string, input: UploadMedicalVideoInput): Promise<MedicalVideoUpload> {
  const form = new FormData();
  // The language goes before the video: the server reads it first.
  form.append("language", input.language);
  form.append(MEDICAL_VIDEO_FILE_FIELD, input.file, input.file.name);
  return uploadForm<MedicalVideoUpload>(`/api/clients/${encodeURIComponent(clientId)}/documents/vidyard/upload`, form, {
    onProgress: input.onProgress,
  });
}

export function useUploadMedicalVideo(clientId: string) {
  return useMutation({ mutationFn: (input: UploadMedicalVideoInput) => uploadMedicalVideo(clientId, input) });
}
