/**
 * `PUT .../files/:documentId/rows/:rowNumber` (If-Match: the file's version): the person's fixes of cells of one row
 * with problems. Each fix is kept in `census_corrections` (an edit back to the uploaded value removes it); the row is
 * checked again at once (the plan compiled once per request, row-fix-rules.ts for the issues across rows), and its
 * stored problem row, the file's counts and first issues and the version move in one transaction; the result stays
 * current. Refused: a submitted file (409), a file without a current result (409), a column the file lacks (400), a
 * row without problems (404), a stale version (412).
 */
import { CENSUS_API_MESSAGES, type CensusRowFix, type CensusRowFixBody } from "@onboard/domain/census/census-api";
import type { CensusFieldId } from "@onboard/domain/census/census-fields";
import { compileRowPlan } from "@onboard/domain/census/row-plan";
import { validateCensusRow } from "@onboard/domain/census/row-rules";
import { and, eq, inArray } from "drizzle-orm";
import { type Actor, auditActor } from "../../core/actor";
import { assertVersion } from "../../db/assert-version";
import { censusCorrections, censusFiles, censusProblemRows } from "../../db/schema/index";
import { notFound } from "../../errors/app-error";
import { recordAudit } from "../audit/index";
import type { CensusAccess } from "./census-access";
import type { CensusDeps } from "./census-deps";
import { alreadySubmitted, badField, notValidated, rowNotFound, stillValidating } from "./errors";
import { loadCensusPolicyRules } from "./policy-rules";
import { resultRunOf } from "./problem-rows";
import { type CensusFileRow, censusFileOf, lockCensusFile } from "./repository";
import { countsAfterFix, keptCrossRowIssues, touchesCrossRowChecks } from "./row-fix-rules";
import { firstIssuesOf } from "./validation/run-validation";

function assertFixable(file: CensusFileRow): string {
  if (file.submittedAt) throw alreadySubmitted();
  if (file.validationStatus === "RUNNING" || file.validationStatus === "QUEUED") throw stillValidating();
  const runId = resultRunOf(file);
  if (!runId) throw notValidated();
  return runId;
}

/** The body's cells as column index → value; a column the file lacks is a 400 naming it. */
function cellsOf(body: CensusRowFixBody, columnCount: number): Map<number, string> {
  const cells = new Map<number, string>();
  for (const [key, value] of Object.entries(body.values)) {
    const index = Number(key);
    if (!Number.isSafeInteger(index) || index >= columnCount) {
      throw badField(`body.values.${key}`, CENSUS_API_MESSAGES.columnNotFound, "COLUMN_NOT_FOUND");
    }
    cells.set(index, value);
  }
  return cells;
}

export async function fixCensusRow(
  deps: CensusDeps,
  actor: Actor,
  access: CensusAccess,
  target: { documentId: string; rowNumber: number },
  expected: number,
  body: CensusRowFixBody,
): Promise<CensusRowFix> {
  const { documentId, rowNumber } = target;
  const ids = { clientId: access.client.id, policyId: access.policy.id, documentId };
  const { file } = await censusFileOf(deps.db, deps.storage, ids);
  assertFixable(file);
  const cells = cellsOf(body, (file.headers ?? file.mapping ?? []).length);
  const now = new Date();
  return deps.db.transaction(async (tx) => {
    const locked = await lockCensusFile(tx, documentId);
    if (!locked) throw notFound();
    assertVersion(locked.version, expected);
    const runId = assertFixable(locked);
    const mapping = locked.mapping ?? [];
    const [row] = await tx
      .select()
      .from(censusProblemRows)
      .where(
        and(
          eq(censusProblemRows.documentId, documentId),
          eq(censusProblemRows.runId, runId),
          eq(censusProblemRows.rowNumber, rowNumber),
        ),
      );
    if (!row) throw rowNotFound();
    const columns = [...cells.keys()];
    const existing = columns.length
      ? await tx
          .select()
          .from(censusCorrections)
          .where(
            and(
              eq(censusCorrections.documentId, documentId),
              eq(censusCorrections.rowNumber, rowNumber),
              inArray(censusCorrections.columnIndex, columns),
            ),
          )
      : [];
    const originals = new Map(existing.map((correction) => [correction.columnIndex, correction.originalValue]));
    const values = [...row.values];
    const corrected = new Set(row.corrected);
    const changedFields = new Set<CensusFieldId>();
    for (const [index, value] of cells) {
      const original = originals.get(index) ?? values[index] ?? "";
      if (value !== (values[index] ?? "")) {
        const fieldId = mapping[index]?.fieldId;
        if (fieldId) changedFields.add(fieldId);
      }
      while (values.length <= index) values.push("");
      values[index] = value;
      const where = and(
        eq(censusCorrections.documentId, documentId),
        eq(censusCorrections.rowNumber, rowNumber),
        eq(censusCorrections.columnIndex, index),
      );
      if (value === original) {
        await tx.delete(censusCorrections).where(where);
        corrected.delete(index);
        continue;
      }
      await tx
        .insert(censusCorrections)
        .values({
          documentId,
          rowNumber,
          columnIndex: index,
          value,
          originalValue: original,
          updatedByUserId: access.user.id,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: [censusCorrections.documentId, censusCorrections.rowNumber, censusCorrections.columnIndex],
          set: { value, updatedByUserId: access.user.id, updatedAt: now },
        });
      corrected.add(index);
    }
    const plan = compileRowPlan(mapping, await loadCensusPolicyRules(tx, access.policy));
    const issues = [
      ...validateCensusRow(values, plan, rowNumber).map((issue) => ({ ...issue })),
      ...keptCrossRowIssues(row.issues, changedFields),
    ];
    const correctedColumns = [...corrected].sort((a, b) => a - b);
    await tx
      .update(censusProblemRows)
      .set({ values, corrected: correctedColumns, issues })
      .where(
        and(
          eq(censusProblemRows.documentId, documentId),
          eq(censusProblemRows.runId, runId),
          eq(censusProblemRows.rowNumber, rowNumber),
        ),
      );
    const counts = locked.validationCounts ? countsAfterFix(locked.validationCounts, row.issues, issues) : null;
    const version = locked.version + 1;
    await tx
      .update(censusFiles)
      .set({
        version,
        validatedVersion: version,
        ...(touchesCrossRowChecks(changedFields) ? { crossRowChecked: false } : {}),
        validationCounts: counts,
        firstIssues: await firstIssuesOf(tx, documentId, runId),
        updatedAt: now,
      })
      .where(eq(censusFiles.documentId, documentId));
    await recordAudit(tx, {
      ...auditActor(actor),
      action: "census.fix",
      entity: "CensusFile",
      entityId: documentId,
      clientId: access.client.id,
      before: { rowNumber, values: Object.fromEntries(columns.map((index) => [index, row.values[index] ?? ""])) },
      after: { rowNumber, values: Object.fromEntries(cells) },
      extra: { version },
    });
    return { row: { rowNumber, values, corrected: correctedColumns, issues }, version, counts };
  });
}
