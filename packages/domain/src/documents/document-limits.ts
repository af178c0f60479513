/** Upload limits and the messages of the documents API (issue 5: 20 MB per file; the spec shows no wording for these). */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;
/** Files per upload request: enough for a batch of certificates, small enough to bound one request's work. */
export const MAX_FILES_PER_UPLOAD = 10;

export const DOCUMENT_MESSAGES = {
  fileTooLarge: "The file is larger than 20 MB.",
  fileTypeNotAllowed: "This file type is not allowed.",
  fileEmpty: "The file is empty.",
  noFiles: "Choose at least one file to upload.",
  tooManyFiles: "Upload at most 10 files at a time.",
  notMultipart: "Send the files as multipart/form-data.",
  fieldsBeforeFiles: "Send the category before the files.",
  documentNotFound: "Document not found",
  policyNotFound: "Policy not found",
  policyRequired: "Choose the policy this document belongs to.",
  nameRequired: "Please provide a name.",
} as const;
