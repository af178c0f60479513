/** The API shape of a document (DocumentMeta): never its storage key or checksum. */
import type { DocumentMeta } from "@onboard/domain/documents/document-schemas";
import type { DocumentRow, DocumentWithEditor } from "./repository";

export function presentDocument(row: DocumentWithEditor): DocumentMeta {
  return {
    id: row.id,
    clientId: row.clientId,
    policyId: row.policyId,
    category: row.category,
    name: row.name,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    processStatus: row.processStatus,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedByUserId ? { id: row.updatedByUserId, name: row.updatedByName ?? "" } : null,
  };
}

/** The fields an audit entry keeps of a document. */
export function auditedDocumentFields(row: DocumentRow): Record<string, unknown> {
  return {
    name: row.name,
    category: row.category,
    policyId: row.policyId,
    language: row.language,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    sha256: row.sha256,
  };
}
