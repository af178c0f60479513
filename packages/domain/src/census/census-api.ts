/**
 * The census API's requests and answers (issue 16; onboarding spec §7 "Census"), shared by the server's routes and the
 * web app's pages. `...` is `/api/clients/:clientId/census/:policyId`.
 *
 * - A census file is uploaded through the documents API (`POST /api/clients/:clientId/documents`, category
 *   `enrollment-elections`, the policy's id): the magic-byte check, the 20 MB limit and storage are the documents
 *   module's. The census module reads it from there.
 * - `GET .../files`: the policy's census files with their state (CensusFile[]).
 * - `GET .../files/:documentId/preview[?sheet=]`: the sheets, the header row, sample rows and the guessed mapping.
 * - `PUT .../files/:documentId/mapping` (If-Match: the file's version): who made the file, the sheet and the confirmed
 *   column mapping; answers the CensusFile; a new mapping clears the file's validation.
 * - `GET .../validate`: starts (or reports) the validation of the policy's latest mapped census file; answers
 *   `{ items: CensusItem[] }`. A big file validates in a pg-boss job: `domainValidations.status` says RUNNING with its
 *   progress, and the page asks again until DONE.
 * - `PUT .../validate-submit`: validates now (waiting for the result) and submits each file without errors; answers
 *   `{ items: CensusItem[] }`, `submitted` saying which were submitted.
 * - `POST .../submit`: submits the validated census (`{ documentId }`); 409 when it is not validated or has errors.
 * - `GET .../files/:documentId/rows?offset&limit&code=`: the rows with problems, after the person's fixes (CensusRowPage).
 * - `PUT .../files/:documentId/rows/:rowNumber` (If-Match: the file's version): fixes cells of one row
 *   (`{ values: { [fieldId]: string } }`); the row is validated again at once; answers CensusRowFix.
 * - `GET .../files/:documentId/report`: the validation report as XLSX with the problems marked.
 * - `GET /api/census-template.csv`, `GET /api/census-template.xlsx`: the carrier's census template.
 */
import { z } from "zod";
import { documentMetaSchema } from "../documents/document-schemas";
import { DATE_FORMATS } from "./census-dates";
import { CENSUS_FIELD_IDS } from "./census-fields";
import { censusMappingSchema } from "./census-mapping-schema";
import { CENSUS_MESSAGES } from "./census-messages";

/** Who made the file (indicate-source). BEN_ADMIN_PLATFORM names one of GET /api/ben-admin-platforms. */
export const CENSUS_SOURCES = ["HRIS", "BEN_ADMIN_PLATFORM", "PAYROLL", "CARRIER_TEMPLATE", "OTHER"] as const;
export type CensusSource = (typeof CENSUS_SOURCES)[number];

export const CENSUS_ENCODINGS = ["utf-8", "utf-16le", "utf-16be", "windows-1252"] as const;
export type CensusEncoding = (typeof CENSUS_ENCODINGS)[number];

export const CENSUS_FILE_KINDS = ["csv", "tsv", "xlsx"] as const;
export type CensusFileKind = (typeof CENSUS_FILE_KINDS)[number];

/** Where a file stands: uploaded, mapped (ready to validate), validating, validated (with or without errors), submitted. */
export const CENSUS_VALIDATION_STATUSES = ["NOT_STARTED", "QUEUED", "RUNNING", "DONE", "FAILED"] as const;
export type CensusValidationStatus = (typeof CENSUS_VALIDATION_STATUSES)[number];

/** At most this many rows with problems are kept for the report; the counts still cover every row. */
export const CENSUS_MAX_REPORTED_ROWS = 10_000;
/** Files up to this many bytes are validated in the request; bigger ones in a pg-boss job with progress. */
export const CENSUS_INLINE_VALIDATION_BYTES = 2 * 1024 * 1024;

export const censusParamsSchema = z.object({ clientId: z.uuid(), policyId: z.string().min(1) });
export const censusFileParamsSchema = censusParamsSchema.extend({ documentId: z.uuid() });
export const censusRowParamsSchema = censusFileParamsSchema.extend({ rowNumber: z.coerce.number().int().min(2) });

const censusIssueSchema = z.object({
  rowNumber: z.number().int(),
  fieldId: z.enum(CENSUS_FIELD_IDS),
  severity: z.enum(["error", "warning"]),
  code: z.string(),
  message: z.string(),
});
export type CensusIssueDto = z.infer<typeof censusIssueSchema>;

/** A problem with the file as a whole (no row): a required field no column holds, an encoding, an empty file. */
export const censusFileIssueSchema = z.object({
  code: z.string(),
  message: z.string(),
  fieldId: z.enum(CENSUS_FIELD_IDS).nullable(),
});
export type CensusFileIssue = z.infer<typeof censusFileIssueSchema>;

export const censusCountsSchema = z.object({
  rows: z.number().int(),
  errors: z.number().int(),
  warnings: z.number().int(),
  rowsWithErrors: z.number().int(),
  rowsWithWarnings: z.number().int(),
  /** Issues per code, for the report's filter. */
  byCode: z.record(z.string(), z.number().int()),
});
export type CensusCounts = z.infer<typeof censusCountsSchema>;

export const censusDomainValidationsSchema = z.object({
  status: z.enum(CENSUS_VALIDATION_STATUSES),
  /** While RUNNING: the bytes read of the file's size, and the rows read so far. */
  progress: z.object({ bytesRead: z.number().int(), totalBytes: z.number().int(), rowsRead: z.number().int() }),
  counts: censusCountsSchema.nullable(),
  fileIssues: z.array(censusFileIssueSchema),
  /** The first issues in row order (at most 100); the report pages through all of them. */
  issues: z.array(censusIssueSchema),
  /** True when more rows have problems than CENSUS_MAX_REPORTED_ROWS: the report shows the first ones. */
  truncated: z.boolean(),
  validatedAt: z.string().nullable(),
  /** Why a FAILED validation failed, in words for the person. */
  failure: z.string().nullable(),
});
export type CensusDomainValidations = z.infer<typeof censusDomainValidationsSchema>;

export const censusMappingColumnSchema = z.object({
  fieldId: z.enum(CENSUS_FIELD_IDS).nullable(),
  dateFormat: z.enum(DATE_FORMATS).optional(),
});

export const censusFileSchema = z.object({
  document: documentMetaSchema,
  kind: z.enum(CENSUS_FILE_KINDS),
  /** Changes with every mapping and fix: the If-Match of PUT mapping and PUT rows. */
  version: z.number().int(),
  source: z.enum(CENSUS_SOURCES).nullable(),
  benAdminPlatformId: z.string().nullable(),
  sheet: z.string().nullable(),
  encoding: z.enum(CENSUS_ENCODINGS).nullable(),
  /** The confirmed mapping, one entry per column; null until confirmed. */
  mapping: z.array(censusMappingColumnSchema).nullable(),
  domainValidations: censusDomainValidationsSchema,
  corrections: z.number().int(),
  submittedAt: z.string().nullable(),
});
export type CensusFile = z.infer<typeof censusFileSchema>;
export const censusFileListSchema = z.array(censusFileSchema);

/** The spec's validate-submit item (§7): document, submitted, domainValidations. */
export const censusItemSchema = z.object({
  document: documentMetaSchema,
  submitted: z.boolean(),
  domainValidations: censusDomainValidationsSchema,
});
export type CensusItem = z.infer<typeof censusItemSchema>;
export const censusItemsSchema = z.object({ items: z.array(censusItemSchema) });

const columnGuessSchema = z.object({
  columnIndex: z.number().int(),
  header: z.string(),
  fieldId: z.enum(CENSUS_FIELD_IDS).nullable(),
  confidence: z.number(),
  reason: z.enum(["header", "values"]).nullable(),
  /** The inferred date format of a date column, or null when none could be inferred (the person chooses). */
  dateFormat: z.enum(DATE_FORMATS).nullable(),
});

export const censusPreviewSchema = z.object({
  kind: z.enum(CENSUS_FILE_KINDS),
  encoding: z.enum(CENSUS_ENCODINGS).nullable(),
  sheets: z.array(z.string()),
  sheet: z.string().nullable(),
  headers: z.array(z.string()),
  /** The first rows after the header (at most 20), as text. */
  sampleRows: z.array(z.array(z.string())),
  guess: z.array(columnGuessSchema),
  fileIssues: z.array(censusFileIssueSchema),
});
export type CensusPreview = z.infer<typeof censusPreviewSchema>;
export const censusPreviewQuerySchema = z.object({ sheet: z.string().min(1).max(200).optional() });

export const censusMappingBodySchema = z
  .object({
    source: z.enum(CENSUS_SOURCES),
    benAdminPlatformId: z.string().min(1).max(100).nullable().default(null),
    sheet: z.string().min(1).max(200).nullable().default(null),
    mapping: censusMappingSchema,
  })
  .superRefine((body, ctx) => {
    if (body.source === "BEN_ADMIN_PLATFORM" && !body.benAdminPlatformId) {
      ctx.addIssue({ code: "custom", path: ["benAdminPlatformId"], message: CENSUS_API_MESSAGES.platformRequired });
    }
  });
export type CensusMappingBody = z.infer<typeof censusMappingBodySchema>;

export const censusSubmitBodySchema = z.object({ documentId: z.uuid() });

export const censusRowsQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  /** Only rows with an issue of this code. */
  code: z.string().max(60).optional(),
  severity: z.enum(["error", "warning"]).optional(),
});

export const censusRowSchema = z.object({
  rowNumber: z.number().int(),
  /** The row's values by column index, after the person's fixes. */
  values: z.array(z.string()),
  /** Column indexes whose value is a fix, not the uploaded value. */
  corrected: z.array(z.number().int()),
  issues: z.array(censusIssueSchema),
});
export type CensusRow = z.infer<typeof censusRowSchema>;

export const censusRowPageSchema = z.object({
  headers: z.array(z.string()),
  mapping: z.array(censusMappingColumnSchema),
  total: z.number().int(),
  rows: z.array(censusRowSchema),
  counts: censusCountsSchema.nullable(),
});
export type CensusRowPage = z.infer<typeof censusRowPageSchema>;

/** A fix: new text per column index of the row (at most 191 characters each, as every census text). */
export const censusRowFixBodySchema = z.object({
  values: z.record(z.string().regex(/^\d+$/), z.string().max(191, CENSUS_MESSAGES.textTooLong)),
});
export type CensusRowFixBody = z.infer<typeof censusRowFixBodySchema>;

export const censusRowFixSchema = z.object({
  row: censusRowSchema,
  version: z.number().int(),
  counts: censusCountsSchema.nullable(),
});
export type CensusRowFix = z.infer<typeof censusRowFixSchema>;

export const CENSUS_API_MESSAGES = {
  platformRequired: "Choose the ben-admin platform",
  notCensusFile: "This document is not a census file of this policy",
  notMapped: "Confirm the columns of the census file before validating it",
  notValidated: "Validate the census before submitting it",
  hasErrors: "Fix the errors in the census before submitting it",
  stillValidating: "The census is still being validated. Please try again in a moment.",
  alreadySubmitted: "This census has already been submitted",
  noCensusFile: "Upload a census file first",
  sheetNotFound: (sheet: string) => `The workbook has no sheet named ${sheet}`,
  emptyFile: "The file is empty",
  headerOnly: "The file has a header row but no employees",
  encodingNotReadable: (rowNumber: number) =>
    `Row ${rowNumber} is not UTF-8 text. Save the file as "CSV UTF-8" and upload it again.`,
  workbookTooLarge: (megabytes: number) => `The workbook unpacks to more than ${megabytes} MB and cannot be read`,
  workbookNotReadable: "The workbook cannot be read. Save it again as .xlsx or as CSV and upload it again.",
  rowNotFound: "This row has no problems to fix, or does not exist",
  columnNotFound: "The census file has no such column",
} as const;
