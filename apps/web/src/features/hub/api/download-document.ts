/** GET /api/clients/:clientId/documents/:documentId or /api/documents/:id (blob): saved through the download helper's header checks. */
import { useMutation } from "@tanstack/react-query";
import { type DownloadedFile, downloadFile } from "../../../lib/download";
import { clientPath } from "./hub-keys";
import type { DocumentMeta } from "./hub-types";

/** Carrier-wide resources have no client: they download through GET /api/documents/:id. */
export function downloadDocument(document: Pick<DocumentMeta, "id" | "clientId">): Promise<DownloadedFile> {
  const id = encodeURIComponent(document.id);
  return downloadFile(document.clientId ? `${clientPath(document.clientId)}/documents/${id}` : `/api/documents/${id}`);
}

export function useDownloadDocument() {
  return useMutation({ mutationFn: downloadDocument });
}
