/**
 * The indicate-source form as data: the columns' fields and date formats as the guess (or the saved mapping) starts
 * them, and what is wrong with it. The body is checked with the server's own schema (censusMappingBodySchema), so a
 * field on two columns is refused here exactly as there; both columns are marked, not only the second.
 */
import {
  type CensusFile,
  type CensusMappingBody,
  type CensusPreview,
  type CensusSource,
  censusMappingBodySchema,
} from "@onboard/domain/census/census-api";
import type { DateFormat } from "@onboard/domain/census/census-dates";
import { CENSUS_FIELDS, type CensusFieldId, censusField } from "@onboard/domain/census/census-fields";

export interface DraftColumn {
  fieldId: CensusFieldId | null;
  dateFormat: DateFormat | null;
}

export interface MappingDraft {
  source: CensusSource | null;
  benAdminPlatformId: string | null;
  columns: DraftColumn[];
}

export type MappingProblem =
  | { kind: "sourceRequired" }
  | { kind: "platformRequired" }
  | { kind: "mappedTwice"; columnIndex: number; fieldId: CensusFieldId }
  | { kind: "dateFormatRequired"; columnIndex: number }
  | { kind: "other"; message: string };

/** The saved mapping when it fits this preview's columns, else the guess. */
export function initialColumns(preview: CensusPreview, file: CensusFile | undefined): DraftColumn[] {
  const saved = file?.mapping;
  if (saved && saved.length === preview.headers.length && file?.sheet === preview.sheet) {
    return saved.map((column) => ({ fieldId: column.fieldId, dateFormat: column.dateFormat ?? null }));
  }
  return preview.headers.map((_, index) => {
    const guess = preview.guess.find((candidate) => candidate.columnIndex === index);
    return { fieldId: guess?.fieldId ?? null, dateFormat: guess?.dateFormat ?? null };
  });
}

export function isDateField(fieldId: CensusFieldId | null): boolean {
  return fieldId !== null && censusField(fieldId).kind === "date";
}

/** Fields every employee row needs that no column is mapped to (a dependents-only field is not one). */
export function missingRequiredFields(columns: readonly DraftColumn[]): CensusFieldId[] {
  const mapped = new Set(columns.map((column) => column.fieldId));
  return CENSUS_FIELDS.filter(
    (field) => (field.required === "always" || field.required === "employees") && !mapped.has(field.id),
  ).map((field) => field.id);
}

export function mappingBody(draft: MappingDraft, sheet: string | null): CensusMappingBody {
  return {
    source: draft.source ?? "OTHER",
    benAdminPlatformId: draft.source === "BEN_ADMIN_PLATFORM" ? draft.benAdminPlatformId : null,
    sheet,
    mapping: draft.columns.map((column) =>
      isDateField(column.fieldId) && column.dateFormat
        ? { fieldId: column.fieldId, dateFormat: column.dateFormat }
        : { fieldId: column.fieldId },
    ),
  };
}

function schemaProblems(draft: MappingDraft, sheet: string | null): MappingProblem[] {
  const result = censusMappingBodySchema.safeParse(mappingBody(draft, sheet));
  if (result.success) return [];
  const problems: MappingProblem[] = [];
  for (const issue of result.error.issues) {
    const [first, index, key] = issue.path;
    if (first === "benAdminPlatformId") problems.push({ kind: "platformRequired" });
    else if (first === "mapping" && typeof index === "number" && key === "fieldId") {
      const fieldId = draft.columns[index]?.fieldId;
      if (!fieldId) continue;
      // The schema marks the second column; the person needs to see both to choose.
      draft.columns.forEach((column, columnIndex) => {
        if (column.fieldId === fieldId) problems.push({ kind: "mappedTwice", columnIndex, fieldId });
      });
    } else problems.push({ kind: "other", message: issue.message });
  }
  return problems;
}

/** Everything that stops the mapping being confirmed; empty when it can be sent. */
export function mappingProblems(draft: MappingDraft, sheet: string | null): MappingProblem[] {
  const problems: MappingProblem[] = draft.source === null ? [{ kind: "sourceRequired" }] : [];
  problems.push(...schemaProblems(draft, sheet));
  draft.columns.forEach((column, columnIndex) => {
    if (isDateField(column.fieldId) && !column.dateFormat) problems.push({ kind: "dateFormatRequired", columnIndex });
  });
  return problems;
}

/** Up to three non-blank values of a column from the preview's sample rows. */
export function sampleValues(preview: CensusPreview, columnIndex: number): string[] {
  const values: string[] = [];
  for (const row of preview.sampleRows) {
    const value = row[columnIndex]?.trim();
    if (value) values.push(value);
    if (values.length === 3) break;
  }
  return values;
}
