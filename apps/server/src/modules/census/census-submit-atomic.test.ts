/**
 * A submit that fails half-way leaves nothing half-written (issue 16 "nothing half-submitted"): with the database
 * refusing the submit's audit entry (a trigger made by this test), the answer is a 500, the census file is not
 * submitted, its task not Done, no corrections document exists and the corrections CSV written to storage beforehand
 * is removed again. Without the trigger the same submit goes through.
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import { CENSUS_FIELD_IDS } from "@onboard/domain/census/census-fields";
import { and, eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { censusFiles, documents, policyTasks } from "../../db/schema/index";
import {
  buildCensusWorld,
  type CensusWorld,
  censusPath,
  employee,
  mapAsTemplate,
  templateCsv,
  uploadCensus,
} from "./census-test-support";

let world: CensusWorld;
beforeAll(async () => {
  world = await buildCensusWorld();
});
afterAll(() => world.close());

const storedFiles = async () =>
  readdir(path.join(world.t.config.dataDir, "files", "clients", world.clientId, "documents")).catch(() => []);

describe("a submit that fails", () => {
  it("leaves the census unsubmitted, the task as it was and no corrections file", async () => {
    const db = world.t.database.db;
    const caller = world.callers.BEN_ADMIN;
    const base = censusPath(world.clientId, world.policyId);
    const id = await uploadCensus(
      caller,
      world.clientId,
      world.policyId,
      "atomic.csv",
      templateCsv([employee(1, { zip: "9" })]),
    );
    await mapAsTemplate(caller, base, id, 1);
    await caller.request("GET", `${base}/validate`);
    const zip = String(CENSUS_FIELD_IDS.indexOf("zip"));
    const fix = await caller.request("PUT", `${base}/files/${id}/rows/2`, {
      body: { values: { [zip]: "02134" } },
      headers: { "if-match": '"2"' },
    });
    expect(fix.json().counts.errors).toBe(0);
    const before = await storedFiles();

    await db.execute(sql`
      create function census_test_refuse() returns trigger language plpgsql as $$
      begin raise exception 'refused by the test'; end $$;
      create trigger census_test_refuse before insert on audit_log
      for each row when (new.action = 'census.submit') execute function census_test_refuse();
    `);
    const failed = await caller.request("POST", `${base}/submit`, { body: { documentId: id } });
    expect(failed.statusCode).toBe(500);
    const [file] = await db.select().from(censusFiles).where(eq(censusFiles.documentId, id));
    expect(file).toMatchObject({ submittedAt: null, correctionsDocumentId: null });
    const [task] = await db
      .select({ status: policyTasks.status })
      .from(policyTasks)
      .where(and(eq(policyTasks.policyId, world.policyId), eq(policyTasks.taskId, "enrollment-elections")));
    expect(task?.status).toBe("NOT_STARTED");
    expect(await db.select().from(documents).where(like(documents.name, "%corrections.csv"))).toEqual([]);
    expect((await storedFiles()).sort()).toEqual(before.sort());

    await db.execute(sql`drop trigger census_test_refuse on audit_log; drop function census_test_refuse();`);
    const submitted = await caller.request("POST", `${base}/submit`, { body: { documentId: id } });
    expect(submitted.statusCode).toBe(200);
    expect(await db.select().from(documents).where(like(documents.name, "%corrections.csv"))).toHaveLength(1);
    expect(await storedFiles()).toHaveLength(before.length + 1);
  });
});
