/**
 * The documents API (onboarding spec §3 "Document", §7 "Documents"): the document's metadata, the upload's form
 * fields, the meta query and update, rename and the new-document notice. Shared by the server and the web app.
 */
import { z } from "zod";
import { DOCUMENT_CATEGORIES, DOCUMENT_PROCESS_STATUSES, NEW_DOCUMENT_NOTICE_STATUSES } from "../clients/enums";
import { LANGUAGES } from "../common/environments";
import { VALIDATION_MESSAGES } from "../validation/messages";
import { hasNoControlCharacters } from "../validation/text";
import { TEXT_MAX_LENGTH } from "../validation/text-limits";
import { DOCUMENT_MESSAGES } from "./document-limits";

export const documentCategorySchema = z.enum(DOCUMENT_CATEGORIES);
export const documentProcessStatusSchema = z.enum(DOCUMENT_PROCESS_STATUSES);
export type DocumentProcessStatus = z.infer<typeof documentProcessStatusSchema>;
export const documentLanguageSchema = z.enum(LANGUAGES);

export const documentMetaSchema = z.object({
  id: z.string(),
  /** Null for carrier-wide resources shared by every client. */
  clientId: z.string().nullable(),
  policyId: z.string().nullable(),
  category: documentCategorySchema,
  name: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  processStatus: documentProcessStatusSchema,
  language: documentLanguageSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  updatedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type DocumentMeta = z.infer<typeof documentMetaSchema>;
export const documentMetaListSchema = z.array(documentMetaSchema);

export const clientDocumentsParamsSchema = z.object({ clientId: z.uuid() });
export const clientDocumentParamsSchema = z.object({ clientId: z.uuid(), documentId: z.uuid() });
export const documentIdParamsSchema = z.object({ id: z.uuid() });
export const lastTouchedParamsSchema = z.object({ clientId: z.uuid(), category: documentCategorySchema });

/** A repeated query key arrives as an array, a single one as a string: both become an array. */
function repeated<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => (value === undefined || Array.isArray(value) ? value : [value]), z.array(item));
}

/** `?categories=a&categories=b&policyId=&documentId=&documentIds=&language=`; every filter is optional. */
export const documentMetaQuerySchema = z.object({
  categories: repeated(documentCategorySchema).optional(),
  policyId: z.uuid().optional(),
  documentId: z.uuid().optional(),
  documentIds: repeated(z.uuid()).optional(),
  language: documentLanguageSchema.optional(),
});
export type DocumentMetaQuery = z.infer<typeof documentMetaQuerySchema>;
export type DocumentMetaQueryInput = z.input<typeof documentMetaQuerySchema>;

export const documentCountQuerySchema = documentMetaQuerySchema.pick({ categories: true, policyId: true });
export const documentCountSchema = z.object({ count: z.number().int() });

export const lastTouchedQuerySchema = z.object({ policyId: z.uuid().optional() });
export const lastTouchedSchema = z.object({ document: documentMetaSchema.nullable() });

/** The upload's form fields, sent before the files (which come under the field name `file`). */
export const uploadFieldsSchema = z.object({
  category: documentCategorySchema,
  policyId: z.uuid().optional(),
  language: documentLanguageSchema.optional(),
});
export type UploadFields = z.infer<typeof uploadFieldsSchema>;
export const UPLOAD_FILE_FIELD = "file";

export const renameDocumentBodySchema = z.object({
  name: z
    .string({ error: DOCUMENT_MESSAGES.nameRequired })
    .trim()
    .min(1, DOCUMENT_MESSAGES.nameRequired)
    .max(TEXT_MAX_LENGTH, VALIDATION_MESSAGES.textTooLong)
    .refine(hasNoControlCharacters, VALIDATION_MESSAGES.controlCharacters),
});
export type RenameDocumentBody = z.infer<typeof renameDocumentBodySchema>;

/** Moves documents to another category, policy or language; a field left out is left as it is. */
export const updateDocumentsMetaBodySchema = z.object({
  documentIds: z.array(z.uuid()).min(1).max(100),
  category: documentCategorySchema.optional(),
  policyId: z.uuid().nullable().optional(),
  language: documentLanguageSchema.nullable().optional(),
});
export type UpdateDocumentsMetaBody = z.infer<typeof updateDocumentsMetaBodySchema>;

export const newDocumentNoticeStatusSchema = z.enum(NEW_DOCUMENT_NOTICE_STATUSES);
export type NewDocumentNoticeStatus = z.infer<typeof newDocumentNoticeStatusSchema>;
/** null: there are documents the user has not been told about yet. */
export const newDocumentNoticeSchema = z.object({ newDocumentNoticeStatus: newDocumentNoticeStatusSchema.nullable() });
export const newDocumentNoticeBodySchema = z.object({ newDocumentNoticeStatus: newDocumentNoticeStatusSchema });
export type NewDocumentNotice = z.infer<typeof newDocumentNoticeSchema>;
