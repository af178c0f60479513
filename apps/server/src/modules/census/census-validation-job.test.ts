/**
 * A big census validates as a `census.validate` job through the app's real job runner (issue 16): a generated
 * 50,000-row file (made here, never committed; about 9 MB, over CENSUS_INLINE_VALIDATION_BYTES) is uploaded, mapped,
 * and `GET .../validate` queues it; the page's polling sees it QUEUED or RUNNING, then DONE with the expected counts,
 * and its rows with problems are all kept.
 */
import { CENSUS_INLINE_VALIDATION_BYTES, type CensusItem } from "@onboard/domain/census/census-api";
import { CENSUS_FIELD_IDS } from "@onboard/domain/census/census-fields";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "../documents/documents-test-support";
import {
  buildCensusWorld,
  type CensusWorld,
  censusPath,
  employee,
  mapAsTemplate,
  templateCsv,
  uploadCensus,
} from "./census-test-support";

const ROWS = 50_000;

/**
 * Every 100th employee's zip is wrong (500), every 250th's state (200; 100 of them also have the wrong zip), and
 * employee 1001, 2001, … reuses the SSN of the one before (49): 749 errors on 649 rows.
 */
function generatedCensus(): string {
  const ssnIndex = CENSUS_FIELD_IDS.indexOf("ssn");
  const rows: string[][] = [];
  for (let n = 1; n <= ROWS; n++) {
    const row = employee(n, {
      ...(n % 100 === 0 && { zip: "1234" }),
      ...(n % 250 === 0 && { state: "ZZ" }),
    });
    if (n % 1000 === 1 && n > 1) row[ssnIndex] = rows[n - 2]?.[ssnIndex] ?? "";
    rows.push(row);
  }
  return templateCsv(rows);
}

let world: CensusWorld;
beforeAll(async () => {
  world = await buildCensusWorld();
});
afterAll(() => world.close());

describe("the census.validate job", () => {
  it("validates a generated 50,000-row census in the background to the expected counts", async () => {
    const caller = world.callers.BEN_ADMIN;
    const base = censusPath(world.clientId, world.policyId);
    const csv = generatedCensus();
    expect(csv.length).toBeGreaterThan(CENSUS_INLINE_VALIDATION_BYTES);
    const documentId = await uploadCensus(caller, world.clientId, world.policyId, "fifty-thousand.csv", csv);
    expect((await mapAsTemplate(caller, base, documentId, 1)).statusCode).toBe(200);

    const started = Date.now();
    const first = await caller.request("GET", `${base}/validate`);
    expect(first.statusCode).toBe(200);
    expect(["QUEUED", "RUNNING"]).toContain(first.json<{ items: CensusItem[] }>().items[0]?.domainValidations.status);

    const statuses = new Set<string>();
    const done = await eventually(
      async () => {
        const response = await caller.request("GET", `${base}/validate`);
        const item = response.json<{ items: CensusItem[] }>().items[0];
        statuses.add(item?.domainValidations.status ?? "none");
        return item;
      },
      (item) => item?.domainValidations.status === "DONE" || item?.domainValidations.status === "FAILED",
      60_000,
    );
    const elapsed = Date.now() - started;
    expect(done?.domainValidations.failure).toBeNull();
    expect(done?.domainValidations.counts).toEqual({
      rows: ROWS,
      errors: 749,
      warnings: 0,
      rowsWithErrors: 649,
      rowsWithWarnings: 0,
      byCode: { zipFormat: 500, stateNotValid: 200, duplicateSsn: 49 },
    });
    expect(done?.domainValidations.truncated).toBe(false);
    expect(done?.domainValidations.issues).toHaveLength(100);
    expect(done?.domainValidations.progress).toMatchObject({ totalBytes: csv.length, rowsRead: ROWS });
    expect(statuses.has("DONE")).toBe(true);

    const rows = await caller.request("GET", `${base}/files/${documentId}/rows?limit=500&code=duplicateSsn`);
    expect(rows.json().total).toBe(49);
    expect(rows.json().rows[0]).toMatchObject({ rowNumber: 1002 });
    const all = await caller.request("GET", `${base}/files/${documentId}/rows?limit=1`);
    expect(all.json().total).toBe(649);
    // Not a benchmark (bench/census is), but the end-to-end time is worth seeing when this test slows down.
    console.info(`census.validate: ${ROWS} rows validated in ${elapsed} ms through the job runner`);
  }, 90_000);
});
