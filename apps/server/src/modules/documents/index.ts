/** The documents module's public surface: what other modules, jobs and plugins may call (see README.md). */
export { auditedDocumentFields, presentDocument } from "./presenter";
export { processDocument } from "./process-document";
export { findDocumentsWithEditor, softDeleteDocument } from "./repository";
