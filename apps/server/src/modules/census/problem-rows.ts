/**
 * The current result's rows with problems (after the person's fixes): one page, filtered by an issue's code or
 * severity (`GET .../files/:documentId/rows`), and every row in order in batches (the XLSX report streams them).
 */
import type { CensusRow, CensusRowPage } from "@onboard/domain/census/census-api";
import { and, asc, count, eq, gt, type SQL, sql } from "drizzle-orm";
import type { Actor } from "../../core/actor";
import type { DbExecutor } from "../../db/executor";
import { censusProblemRows } from "../../db/schema/index";
import { authorizeCensus } from "./census-access";
import type { CensusDeps } from "./census-deps";
import { type CensusFileRow, censusFileOf } from "./repository";

export interface RowFilter {
  offset: number;
  limit: number;
  code?: string;
  severity?: "error" | "warning";
}

const rowColumns = {
  rowNumber: censusProblemRows.rowNumber,
  values: censusProblemRows.values,
  corrected: censusProblemRows.corrected,
  issues: censusProblemRows.issues,
};

/** The run whose rows are the file's current result, or null while it has none. */
export function resultRunOf(file: CensusFileRow): string | null {
  return file.validationStatus === "DONE" && file.validatedVersion === file.version ? file.resultRunId : null;
}

function rowConditions(documentId: string, runId: string, filter: Omit<RowFilter, "offset" | "limit">) {
  const conditions: SQL[] = [eq(censusProblemRows.documentId, documentId), eq(censusProblemRows.runId, runId)];
  if (filter.code) {
    conditions.push(sql`${censusProblemRows.issues} @> ${JSON.stringify([{ code: filter.code }])}::jsonb`);
  }
  if (filter.severity) {
    conditions.push(sql`${censusProblemRows.issues} @> ${JSON.stringify([{ severity: filter.severity }])}::jsonb`);
  }
  return and(...conditions);
}

export async function listCensusRows(
  deps: CensusDeps,
  actor: Actor,
  ids: { clientId: string; policyId: string; documentId: string },
  filter: RowFilter,
): Promise<CensusRowPage> {
  await authorizeCensus(actor, deps.db, "read", ids);
  const { file } = await censusFileOf(deps.db, deps.storage, ids);
  const runId = resultRunOf(file);
  const page = { headers: file.headers ?? [], mapping: file.mapping ?? [] };
  if (!runId) return { ...page, total: 0, rows: [], counts: null };
  const where = rowConditions(file.documentId, runId, filter);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select(rowColumns)
      .from(censusProblemRows)
      .where(where)
      .orderBy(asc(censusProblemRows.rowNumber))
      .limit(filter.limit)
      .offset(filter.offset),
    deps.db.select({ value: count() }).from(censusProblemRows).where(where),
  ]);
  return { ...page, total: total?.value ?? 0, rows, counts: file.validationCounts };
}

/** Every row of the run in row order, read in batches by row number (never the whole result at once). */
export async function* allProblemRows(
  db: DbExecutor,
  documentId: string,
  runId: string,
  batchSize = 1_000,
): AsyncGenerator<CensusRow> {
  let after = 0;
  for (;;) {
    const rows = await db
      .select(rowColumns)
      .from(censusProblemRows)
      .where(
        and(
          eq(censusProblemRows.documentId, documentId),
          eq(censusProblemRows.runId, runId),
          gt(censusProblemRows.rowNumber, after),
        ),
      )
      .orderBy(asc(censusProblemRows.rowNumber))
      .limit(batchSize);
    for (const row of rows) yield row;
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    after = last.rowNumber;
  }
}
