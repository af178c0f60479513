/**
 * The census files' rows: a census file row is made lazily for a live `enrollment-elections` document of the policy
 * (the first list, preview or mapping call); its state is read and written here. A corrections file the census module
 * stored itself is never a census file.
 */
import type { CensusFileKind } from "@onboard/domain/census/census-api";
import { and, count, desc, eq, inArray, isNull } from "drizzle-orm";
import type { DbExecutor } from "../../db/executor";
import { censusCorrections, censusFiles, documents } from "../../db/schema/index";
import { notFound } from "../../errors/app-error";
import type { FileStorage } from "../../integrations/storage/file-storage";
import { censusKindOf, textKindOf } from "./census-file-kind";
import { readHead } from "./census-source";
import { notCensusFile } from "./errors";

export type CensusFileRow = typeof censusFiles.$inferSelect;

export interface CensusDocument {
  id: string;
  clientId: string | null;
  policyId: string | null;
  category: string;
  name: string;
  mimeType: string;
  sizeBytes: number;
  storageKey: string;
}

export interface CensusFileWithDocument {
  file: CensusFileRow;
  document: CensusDocument;
}

const documentColumns = {
  id: documents.id,
  clientId: documents.clientId,
  policyId: documents.policyId,
  category: documents.category,
  name: documents.name,
  mimeType: documents.mimeType,
  sizeBytes: documents.sizeBytes,
  storageKey: documents.storageKey,
};

/** Ids of the documents that are some census file's corrections file, among `ids`. */
async function correctionsDocumentIds(db: DbExecutor, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: censusFiles.correctionsDocumentId })
    .from(censusFiles)
    .where(inArray(censusFiles.correctionsDocumentId, [...ids]));
  return new Set(rows.map((row) => row.id).filter((id): id is string => id !== null));
}

async function kindOfDocument(storage: FileStorage, document: CensusDocument): Promise<CensusFileKind | null> {
  const guess = censusKindOf(document.name, document.mimeType);
  if (guess !== "text") return guess;
  return textKindOf(await readHead(storage, document.storageKey, 64 * 1024));
}

async function insertCensusFile(
  db: DbExecutor,
  storage: FileStorage,
  document: CensusDocument,
  policyId: string,
): Promise<boolean> {
  const kind = await kindOfDocument(storage, document);
  if (!kind || !document.clientId) return false;
  await db
    .insert(censusFiles)
    .values({ documentId: document.id, clientId: document.clientId, policyId, kind })
    .onConflictDoNothing({ target: censusFiles.documentId });
  return true;
}

/**
 * The census file of `documentId` for the policy: 404 when no live document of the client has that id, 400
 * `notCensusFile` when it is of another category or policy, a corrections file, or not CSV, TSV or XLSX.
 */
export async function censusFileOf(
  db: DbExecutor,
  storage: FileStorage,
  ids: { clientId: string; policyId: string; documentId: string },
): Promise<CensusFileWithDocument> {
  const [document] = await db
    .select(documentColumns)
    .from(documents)
    .where(and(eq(documents.id, ids.documentId), eq(documents.clientId, ids.clientId), isNull(documents.deletedAt)));
  if (!document) throw notFound();
  if (document.category !== "enrollment-elections" || document.policyId !== ids.policyId) throw notCensusFile();
  const [existing] = await db.select().from(censusFiles).where(eq(censusFiles.documentId, document.id));
  if (existing) return { file: existing, document };
  if ((await correctionsDocumentIds(db, [document.id])).size > 0) throw notCensusFile();
  if (!(await insertCensusFile(db, storage, document, ids.policyId))) throw notCensusFile();
  const [created] = await db.select().from(censusFiles).where(eq(censusFiles.documentId, document.id));
  if (!created) throw notFound();
  return { file: created, document };
}

const idsOf = (rows: readonly { id: string }[]) => rows.map((row) => row.id);

/** The policy's census files, newest upload first (their rows made for documents that have none yet). */
export async function policyCensusFiles(
  db: DbExecutor,
  storage: FileStorage,
  ids: { clientId: string; policyId: string },
): Promise<CensusFileWithDocument[]> {
  const docs = await db
    .select(documentColumns)
    .from(documents)
    .where(
      and(
        eq(documents.clientId, ids.clientId),
        eq(documents.policyId, ids.policyId),
        eq(documents.category, "enrollment-elections"),
        isNull(documents.deletedAt),
      ),
    )
    .orderBy(desc(documents.createdAt), desc(documents.id));
  if (docs.length === 0) return [];
  const ignored = await correctionsDocumentIds(db, idsOf(docs));
  const candidates = docs.filter((doc) => !ignored.has(doc.id));
  let files = await filesOf(db, idsOf(candidates));
  const missing = candidates.filter((doc) => !files.has(doc.id));
  if (missing.length > 0) {
    for (const doc of missing) await insertCensusFile(db, storage, doc, ids.policyId);
    files = await filesOf(db, idsOf(candidates));
  }
  return candidates.flatMap((document) => {
    const file = files.get(document.id);
    return file ? [{ file, document }] : [];
  });
}

async function filesOf(db: DbExecutor, documentIds: readonly string[]): Promise<Map<string, CensusFileRow>> {
  if (documentIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(censusFiles)
    .where(inArray(censusFiles.documentId, [...documentIds]));
  return new Map(rows.map((row) => [row.documentId, row]));
}

/** The census file's row locked for an update in a transaction, or null. */
export async function lockCensusFile(db: DbExecutor, documentId: string): Promise<CensusFileRow | null> {
  const [row] = await db.select().from(censusFiles).where(eq(censusFiles.documentId, documentId)).for("update");
  return row ?? null;
}

/** How many fixed cells each file has. */
export async function correctionCounts(db: DbExecutor, documentIds: readonly string[]): Promise<Map<string, number>> {
  if (documentIds.length === 0) return new Map();
  const rows = await db
    .select({ documentId: censusCorrections.documentId, count: count() })
    .from(censusCorrections)
    .where(inArray(censusCorrections.documentId, [...documentIds]))
    .groupBy(censusCorrections.documentId);
  return new Map(rows.map((row) => [row.documentId, row.count]));
}

/** The file's fixes as the reader takes them: row number → (column index → value). */
export async function correctionsMap(db: DbExecutor, documentId: string): Promise<Map<number, Map<number, string>>> {
  const rows = await db
    .select({
      rowNumber: censusCorrections.rowNumber,
      columnIndex: censusCorrections.columnIndex,
      value: censusCorrections.value,
    })
    .from(censusCorrections)
    .where(eq(censusCorrections.documentId, documentId));
  const byRow = new Map<number, Map<number, string>>();
  for (const row of rows) {
    let cells = byRow.get(row.rowNumber);
    if (!cells) {
      cells = new Map();
      byRow.set(row.rowNumber, cells);
    }
    cells.set(row.columnIndex, row.value);
  }
  return byRow;
}

/**
 * Whether the file's current result is for its current version (a stale one is never taken for current) and still
 * answers for the checks across rows (a fix to a cell they read takes that away until the next full run).
 */
export function isResultCurrent(file: CensusFileRow): boolean {
  return file.validationStatus === "DONE" && file.validatedVersion === file.version && file.crossRowChecked;
}
