/**
 * One validation run's guarantees (run-validation.ts, problem-row-writer.ts): a run whose file moved on meanwhile
 * discards its result and leaves no rows; a run that fails says why in words and leaves no rows, and polling does not
 * start it again for the same version; rows beyond the limit are counted but not kept (truncated), and a row reported
 * again by the second pass gets its new issues appended, in the batch or in the table.
 */
import { randomUUID } from "node:crypto";
import type { CensusIssue } from "@onboard/domain/census/census-issue";
import type { CensusIssueCode } from "@onboard/domain/census/census-messages";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { censusFiles, censusProblemRows } from "../../db/schema/index";
import type { FileStorage } from "../../integrations/storage/file-storage";
import {
  buildCensusWorld,
  type CensusWorld,
  censusPath,
  employee,
  mapAsTemplate,
  templateCsv,
  uploadCensus,
  worldStorage,
} from "./census-test-support";
import { ProblemRowWriter } from "./validation/problem-row-writer";
import { runCensusValidation, VALIDATION_FAILURES } from "./validation/run-validation";
import { needsValidation } from "./validation/start-validation";

let world: CensusWorld;
let base: string;
beforeAll(async () => {
  world = await buildCensusWorld();
  base = censusPath(world.clientId, world.policyId);
});
afterAll(() => world.close());

/** Uploads and maps a small census with one bad zip; answers its document id. */
async function mappedCensus(name: string): Promise<string> {
  const caller = world.callers.SLF_ADMIN;
  const id = await uploadCensus(caller, world.clientId, world.policyId, name, templateCsv([employee(1, { zip: "1" })]));
  expect((await mapAsTemplate(caller, base, id, 1)).statusCode).toBe(200);
  return id;
}

const fileRow = async (documentId: string) =>
  (await world.t.database.db.select().from(censusFiles).where(eq(censusFiles.documentId, documentId)))[0];
const problemRows = (documentId: string) =>
  world.t.database.db.select().from(censusProblemRows).where(eq(censusProblemRows.documentId, documentId));

/** The app's storage, wrapped: `beforeRead` runs before each read. */
function storageWith(beforeRead: () => Promise<void>, read?: FileStorage["read"]): FileStorage {
  const storage = worldStorage(world);
  return {
    ...storage,
    read: async (key, range) => {
      await beforeRead();
      return read ? read(key, range) : storage.read(key, range);
    },
  };
}

describe("a validation run", () => {
  it("discards its result when the file's version moved while it ran", async () => {
    const id = await mappedCensus("moved.csv");
    const db = world.t.database.db;
    let bumped = false;
    const storage = storageWith(async () => {
      if (bumped) return;
      bumped = true;
      const file = await fileRow(id);
      await db
        .update(censusFiles)
        .set({ version: (file?.version ?? 0) + 1 })
        .where(eq(censusFiles.documentId, id));
    });
    expect(await runCensusValidation({ db, storage }, id)).toBe("discarded");
    const file = await fileRow(id);
    expect(file).toMatchObject({ validationStatus: "NOT_STARTED", activeRunId: null, resultRunId: null });
    expect(await problemRows(id)).toEqual([]);
    // The next run, on the new version, keeps its result.
    expect(await runCensusValidation({ db, storage }, id)).toBe("done");
    expect((await fileRow(id))?.validationCounts?.errors).toBe(1);
    expect(await problemRows(id)).toHaveLength(1);
    expect(await runCensusValidation({ db, storage }, id)).toBe("skipped");
  });

  it("fails with a sentence for the person and no rows when the stored bytes are gone", async () => {
    const id = await mappedCensus("gone.csv");
    const db = world.t.database.db;
    const storage = storageWith(
      async () => undefined,
      async () => null,
    );
    expect(await runCensusValidation({ db, storage }, id)).toBe("failed");
    const file = await fileRow(id);
    expect(file).toMatchObject({ validationStatus: "FAILED", validationFailure: VALIDATION_FAILURES.missingBytes });
    expect(await problemRows(id)).toEqual([]);
    if (!file) throw new Error("no file");
    expect(needsValidation(file, new Date())).toBe(false);
    const item = (await world.callers.BROKER.request("GET", `${base}/validate`)).json().items;
    expect(item.find((i: { document: { id: string } }) => i.document.id === id).domainValidations).toMatchObject({
      status: "FAILED",
      failure: VALIDATION_FAILURES.missingBytes,
      counts: null,
    });
  });
});

describe("the problem-row writer", () => {
  const issue = (rowNumber: number, code: CensusIssueCode): CensusIssue => ({
    rowNumber,
    fieldId: "zip",
    severity: "error",
    code,
    message: code,
  });

  it("keeps at most its limit of rows, appends second-pass issues, and says when it truncated", async () => {
    const id = await mappedCensus("writer.csv");
    const db = world.t.database.db;
    const runId = randomUUID();
    const writer = new ProblemRowWriter(db, id, runId, 3);
    for (const n of [2, 3, 4, 5]) {
      await writer.add({ rowNumber: n, values: [`v${n}`], corrected: [], issues: [issue(n, "zipFormat")] });
    }
    expect(writer.truncated).toBe(true);
    // In the batch still: merged in memory.
    await writer.add({ rowNumber: 3, values: [], corrected: [], issues: [issue(3, "dependentWithoutEmployee")] });
    await writer.flush();
    // In the table already: appended by the upsert.
    await writer.add({ rowNumber: 2, values: [], corrected: [], issues: [issue(2, "dependentWithoutEmployee")] });
    await writer.add({ rowNumber: 9, values: [], corrected: [], issues: [issue(9, "dependentWithoutEmployee")] });
    await writer.flush();
    const rows = await db
      .select()
      .from(censusProblemRows)
      .where(and(eq(censusProblemRows.documentId, id), eq(censusProblemRows.runId, runId)))
      .orderBy(censusProblemRows.rowNumber);
    expect(rows.map((row) => [row.rowNumber, row.values, row.issues.map((i) => i.code)])).toEqual([
      [2, ["v2"], ["zipFormat", "dependentWithoutEmployee"]],
      [3, ["v3"], ["zipFormat", "dependentWithoutEmployee"]],
      [4, ["v4"], ["zipFormat"]],
    ]);
  });
});
