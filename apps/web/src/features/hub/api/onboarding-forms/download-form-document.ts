/** GET .../onboarding-forms/:formId/download (the sealed PDF) or /download/:docId (combined or sent), as a file. */
import type { FormDocumentId } from "@onboard/domain/onboarding-forms/onboarding-form-schemas";
import { useMutation } from "@tanstack/react-query";
import { downloadFile } from "../../../../lib/download";
import { formsPath } from "../hub-keys";

/** null: the signed form (the sealed PDF with its certificate page). */
export function downloadFormDocument(clientId: string, formId: string, docId: FormDocumentId | null) {
  const path = `${formsPath(clientId, formId)}/download`;
  return downloadFile(docId ? `${path}/${docId}` : path);
}

export function useDownloadFormDocument(clientId: string, formId: string) {
  return useMutation({ mutationFn: (docId: FormDocumentId | null) => downloadFormDocument(clientId, formId, docId) });
}
