/** POST /api/clients/:clientId/documents (multipart, with progress): uploads files into one category. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { uploadForm } from "../../../lib/upload";
import { clientPath, hubKeys } from "./hub-keys";
import type { DocumentMeta } from "./hub-types";

export interface UploadDocumentsInput {
  category: string;
  policyId: string | null;
  files: File[];
  onProgress?: (percent: number) => void;
}

export function uploadDocuments(clientId: string, input: UploadDocumentsInput): Promise<DocumentMeta[]> {
  const form = new FormData();
  // Fields before files: the server reads them before it streams the files.
  form.append("category", input.category);
  if (input.policyId) form.append("policyId", input.policyId);
  for (const file of input.files) form.append("file", file, file.name);
  return uploadForm<DocumentMeta[]>(`${clientPath(clientId)}/documents`, form, { onProgress: input.onProgress });
}

export function useUploadDocuments(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UploadDocumentsInput) => uploadDocuments(clientId, input),
    // An upload moves its task to In Review on the server.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: hubKeys.documents(clientId) }),
        queryClient.invalidateQueries({ queryKey: hubKeys.tasks(clientId) }),
      ]),
  });
}
