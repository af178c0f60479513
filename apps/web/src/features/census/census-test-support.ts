/**
 * Test data and fakes for the census screens: a ben admin of client c1, census files, a preview, validations and
 * report pages shaped like the server's answers, and a controllable XMLHttpRequest for uploads. (The hub has the same
 * fake XHR; a feature may not import another's, so it would belong in src/test/.)
 */
import type {
  CensusCounts,
  CensusDomainValidations,
  CensusFile,
  CensusItem,
  CensusPreview,
  CensusRow,
} from "@onboard/domain/census/census-api";
import type { DocumentMeta } from "@onboard/domain/documents/document-schemas";
import type { AuthenticatedUser } from "@onboard/domain/users/authenticated-user";
import { testBenAdmin } from "../../test/fixtures";

export { answerByMethod, callsTo, json } from "../../test/fake-fetch";

export const CLIENT_ID = "c1";
export const POLICY_ID = "p1";
export const DOCUMENT_ID = "0b7d6a9e-3c1f-4f7e-9a51-6f0d2c8e4b11";
export const BASE = `/api/clients/${CLIENT_ID}/census/${POLICY_ID}`;
export const FILE_BASE = `${BASE}/files/${DOCUMENT_ID}`;
export const CENSUS_PATH = `/client/${CLIENT_ID}/task/enrollment-elections/${POLICY_ID}`;

export const benAdmin: AuthenticatedUser = testBenAdmin(CLIENT_ID);

export function censusDocument(overrides: Partial<DocumentMeta> = {}): DocumentMeta {
  return {
    id: DOCUMENT_ID,
    clientId: CLIENT_ID,
    policyId: POLICY_ID,
    category: "enrollment-elections",
    name: "census.csv",
    mimeType: "text/csv",
    sizeBytes: 4096,
    processStatus: "COMPLETED",
    language: null,
    createdAt: "2026-11-21T10:00:00.000Z",
    updatedAt: "2026-11-21T10:00:00.000Z",
    updatedBy: { id: "u2", name: "Rosa Benitez" },
    ...overrides,
  };
}

export function counts(overrides: Partial<CensusCounts> = {}): CensusCounts {
  return { rows: 120, errors: 0, warnings: 0, rowsWithErrors: 0, rowsWithWarnings: 0, byCode: {}, ...overrides };
}

export function domainValidations(overrides: Partial<CensusDomainValidations> = {}): CensusDomainValidations {
  return {
    status: "NOT_STARTED",
    progress: { bytesRead: 0, totalBytes: 0, rowsRead: 0 },
    counts: null,
    fileIssues: [],
    issues: [],
    truncated: false,
    validatedAt: null,
    failure: null,
    ...overrides,
  };
}

export function censusFile(overrides: Partial<CensusFile> = {}): CensusFile {
  return {
    document: censusDocument(),
    kind: "csv",
    version: 7,
    source: null,
    benAdminPlatformId: null,
    sheet: null,
    encoding: "utf-8",
    mapping: null,
    domainValidations: domainValidations(),
    corrections: 0,
    submittedAt: null,
    ...overrides,
  };
}

export function censusItem(validations: Partial<CensusDomainValidations>, submitted = false): CensusItem {
  return { document: censusDocument(), submitted, domainValidations: domainValidations(validations) };
}

/** Four columns: two matched by header, a date matched by values with no format inferred, one not matched. */
export function censusPreview(overrides: Partial<CensusPreview> = {}): CensusPreview {
  return {
    kind: "csv",
    encoding: "utf-8",
    sheets: [],
    sheet: null,
    headers: ["First", "Surname", "Born", "Badge"],
    sampleRows: [
      ["Ana", "Lopez", "03/04/1980", "B-1"],
      ["Ben", "Ortiz", "11/12/1975", "B-2"],
      ["Cara", "Diaz", "01/02/1990", "B-3"],
      ["Dev", "Shah", "05/06/1985", "B-4"],
    ],
    guess: [
      { columnIndex: 0, header: "First", fieldId: "firstName", confidence: 0.95, reason: "header", dateFormat: null },
      { columnIndex: 1, header: "Surname", fieldId: "lastName", confidence: 0.9, reason: "header", dateFormat: null },
      { columnIndex: 2, header: "Born", fieldId: "dateOfBirth", confidence: 0.7, reason: "values", dateFormat: null },
      { columnIndex: 3, header: "Badge", fieldId: null, confidence: 0, reason: null, dateFormat: null },
    ],
    fileIssues: [],
    ...overrides,
  };
}

/** The report's mapping: three mapped columns and one not imported. */
export const REPORT_HEADERS = ["First", "Surname", "Notes", "Zip"];
export const REPORT_MAPPING = [
  { fieldId: "firstName" },
  { fieldId: "lastName" },
  { fieldId: null },
  { fieldId: "zip" },
] as const;

/** Row `index` of the report (row numbers from 2): a bad zip, an error on every row. */
export function reportRow(index: number, overrides: Partial<CensusRow> = {}): CensusRow {
  const rowNumber = index + 2;
  return {
    rowNumber,
    values: [`Person${index}`, "Lopez", "", "123"],
    corrected: [],
    issues: [
      {
        rowNumber,
        fieldId: "zip",
        severity: "error",
        code: "zipFormat",
        message: "Zip code needs to be in the format ##### or #####-####",
      },
    ],
    ...overrides,
  };
}

/** The If-Match a fetch call sent. */
export function ifMatchOf(init: RequestInit | undefined): string | null {
  return new Headers(init?.headers).get("If-Match");
}

export { FakeXhr as FakeUploadXhr } from "../../test/fake-xhr";
