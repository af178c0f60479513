/**
 * POST /api/clients/:clientId/documents (multipart): the documents module's upload, used for plan summaries
 * (category "plan-summary") and the logo ("explorer-logo"). The medical video has its own call (upload-medical-video.ts).
 */
import type { DocumentMeta } from "@onboard/domain/documents/document-schemas";
import { useMutation } from "@tanstack/react-query";
import { uploadForm } from "../../../lib/upload";

export type ExplorerDocumentCategory = "plan-summary" | "explorer-logo";

export interface UploadExplorerDocumentInput {
  category: ExplorerDocumentCategory;
  language: "en" | "es" | null;
  file: File;
}

export function uploadExplorerDocument(clientId: string, input: UploadExplorerDocumentInput): Promise<DocumentMeta[]> {
  const form = new FormData();
  // Fields before the file: the server reads them first.
  form.append("category", input.category);
  if (input.language) form.append("language", input.language);
  form.append("file", input.file, input.file.name);
  return uploadForm<DocumentMeta[]>(`/api/clients/${encodeURIComponent(clientId)}/documents`, form);
}

export function useUploadExplorerDocument(clientId: string) {
  return useMutation({ mutationFn: (input: UploadExplorerDocumentInput) => uploadExplorerDocument(clientId, input) });
}
