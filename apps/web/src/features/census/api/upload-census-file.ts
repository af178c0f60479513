/**
 * POST /api/clients/:clientId/documents (multipart, with byte progress): a census file goes in through the documents
 * module (category enrollment-elections, the policy's id), which checks its bytes, its size and stores it.
 */
import type { DocumentMeta } from "@onboard/domain/documents/document-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { uploadForm } from "../../../lib/upload";
import { censusKeys } from "./census-keys";

export const CENSUS_DOCUMENT_CATEGORY = "enrollment-elections";

export interface UploadCensusFileInput {
  file: File;
  onProgress?: (percent: number) => void;
}

export function uploadCensusFile(
  clientId: string,
  policyId: string,
  input: UploadCensusFileInput,
): Promise<DocumentMeta[]> {
  const form = new FormData();
  // Fields before the file: the server reads them before it streams the file.
  form.append("category", CENSUS_DOCUMENT_CATEGORY);
  form.append("policyId", policyId);
  form.append("file", input.file, input.file.name);
  return uploadForm<DocumentMeta[]>(`/api/clients/${encodeURIComponent(clientId)}/documents`, form, {
    onProgress: input.onProgress,
  });
}

export function useUploadCensusFile(clientId: string, policyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UploadCensusFileInput) => uploadCensusFile(clientId, policyId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: censusKeys.files(clientId, policyId) }),
  });
}
