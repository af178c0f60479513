/**
 * Staff previews of an explorer page (benefits-explorer spec §2 "Internal previews"): any page of a client that is not
 * deleted, whatever its state, answered in the public page's shape; its documents are served by a staff route too.
 */
import { z } from "zod";
import { explorerPageQuerySchema } from "./explorer-page-schemas";

export const explorerPreviewParamsSchema = z.object({ clientId: z.uuid(), explorerPageId: z.uuid() });
export const explorerPreviewQuerySchema = explorerPageQuerySchema;
export const explorerPreviewDocumentParamsSchema = explorerPreviewParamsSchema.extend({ documentId: z.uuid() });

/** GET: the preview answer (explorerPageResponseSchema), never cached. */
export function explorerPreviewPath(clientId: string, explorerPageId: string): string {
  return `/api/clients/${encodeURIComponent(clientId)}/explorer-pages/${encodeURIComponent(explorerPageId)}/preview`;
}

/** GET: a document the preview links to (plan summaries even while the page is in maintenance or not started). */
export function explorerPreviewDocumentPath(clientId: string, explorerPageId: string, documentId: string): string {
  return `${explorerPreviewPath(clientId, explorerPageId)}/documents/${encodeURIComponent(documentId)}`;
}
