/** The API shapes of a census file (CensusFile) and of a validate item (CensusItem), from their rows. */
import type { CensusDomainValidations, CensusFile, CensusItem } from "@onboard/domain/census/census-api";
import type { DocumentMeta } from "@onboard/domain/documents/document-schemas";
import type { DbExecutor } from "../../db/executor";
import { findDocumentsWithEditor, presentDocument } from "../documents/index";
import { type CensusFileRow, type CensusFileWithDocument, correctionCounts, isResultCurrent } from "./repository";

/**
 * The validation as the page sees it: a result of an older version (a new mapping, a fix after it) reads as not
 * started, so the page never shows a stale result for current.
 */
export function presentValidation(file: CensusFileRow): CensusDomainValidations {
  const status = file.validationStatus;
  const stale = status === "DONE" && !isResultCurrent(file);
  const showsResult = status === "DONE" && !stale;
  return {
    status: stale ? "NOT_STARTED" : status,
    progress: file.validationProgress,
    counts: showsResult ? file.validationCounts : null,
    fileIssues: showsResult ? file.fileIssues : [],
    issues: showsResult ? file.firstIssues : [],
    truncated: showsResult ? file.truncated : false,
    validatedAt: showsResult && file.validatedAt ? file.validatedAt.toISOString() : null,
    failure: status === "FAILED" ? file.validationFailure : null,
  };
}

async function documentMetas(db: DbExecutor, ids: readonly string[]): Promise<Map<string, DocumentMeta>> {
  const rows = await findDocumentsWithEditor(db, ids);
  return new Map(rows.map((row) => [row.id, presentDocument(row)]));
}

export async function presentCensusFiles(
  db: DbExecutor,
  files: readonly CensusFileWithDocument[],
): Promise<CensusFile[]> {
  const ids = files.map(({ file }) => file.documentId);
  const [metas, corrections] = await Promise.all([documentMetas(db, ids), correctionCounts(db, ids)]);
  return files.flatMap(({ file }) => {
    const document = metas.get(file.documentId);
    if (!document) return [];
    return [
      {
        document,
        kind: file.kind,
        version: file.version,
        source: file.source,
        benAdminPlatformId: file.benAdminPlatformId,
        sheet: file.sheet,
        encoding: file.encoding,
        mapping: file.mapping,
        domainValidations: presentValidation(file),
        corrections: corrections.get(file.documentId) ?? 0,
        submittedAt: file.submittedAt ? file.submittedAt.toISOString() : null,
      },
    ];
  });
}

export async function presentCensusItems(
  db: DbExecutor,
  files: readonly CensusFileWithDocument[],
): Promise<CensusItem[]> {
  const metas = await documentMetas(
    db,
    files.map(({ file }) => file.documentId),
  );
  return files.flatMap(({ file }) => {
    const document = metas.get(file.documentId);
    if (!document) return [];
    return [{ document, submitted: file.submittedAt !== null, domainValidations: presentValidation(file) }];
  });
}
