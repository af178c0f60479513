/**
 * The census from upload to submit through the API (issue 16), as a ben admin: upload through the documents API,
 * preview with the guessed mapping, confirm it (If-Match), validate (inline: a small file), the rows with problems and
 * their filter, fixes in place (412 stale, 428 without If-Match, an edit back to the uploaded value removes the fix, a
 * column the file lacks 400), the XLSX report, submit (task Done, error types, the corrections file, the staff notice)
 * and validate-submit on a second policy, which clears "Awaiting Census" once every policy's task is Done.
 */
import { CENSUS_API_MESSAGES, type CensusFile, type CensusItem } from "@onboard/domain/census/census-api";
import { CENSUS_FIELD_IDS, type CensusFieldId } from "@onboard/domain/census/census-fields";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, documents, emails, policyTasks } from "../../db/schema/index";
import {
  buildCensusWorld,
  type CensusWorld,
  censusPath,
  employee,
  mapAsTemplate,
  openErrorTypes,
  templateCsv,
  uploadCensus,
} from "./census-test-support";

const column = (fieldId: CensusFieldId) => String(CENSUS_FIELD_IDS.indexOf(fieldId));

let world: CensusWorld;
beforeAll(async () => {
  world = await buildCensusWorld();
});
afterAll(() => world.close());

async function taskStatus(policyId: string) {
  const [task] = await world.t.database.db
    .select({ status: policyTasks.status })
    .from(policyTasks)
    .where(and(eq(policyTasks.policyId, policyId), eq(policyTasks.taskId, "enrollment-elections")));
  return task?.status;
}

describe("a census from upload to submit", () => {
  let base: string;
  let documentId: string;
  const rowsUrl = () => `${base}/files/${documentId}/rows`;

  it("uploads, previews with a guessed mapping, and confirms the mapping with If-Match", async () => {
    const caller = world.callers.BEN_ADMIN;
    base = censusPath(world.clientId, world.policyId);
    const csv = templateCsv([
      employee(1),
      employee(2, { zip: "123" }),
      employee(3, { ssn: employee(1)[CENSUS_FIELD_IDS.indexOf("ssn")] }),
    ]);
    documentId = await uploadCensus(caller, world.clientId, world.policyId, "Acme census.csv", csv);

    const files = await caller.request("GET", `${base}/files`);
    expect(files.statusCode).toBe(200);
    const [file] = files.json<CensusFile[]>();
    expect(file).toMatchObject({ kind: "csv", version: 1, mapping: null, submittedAt: null });
    expect(file?.domainValidations.status).toBe("NOT_STARTED");

    const validateUnmapped = await caller.request("GET", `${base}/validate`);
    expect(validateUnmapped.statusCode).toBe(409);
    expect(validateUnmapped.json().message).toBe(CENSUS_API_MESSAGES.notMapped);

    const preview = await caller.request("GET", `${base}/files/${documentId}/preview`);
    expect(preview.statusCode).toBe(200);
    const body = preview.json();
    expect(body.headers).toEqual([...CENSUS_FIELD_IDS]);
    expect(body.sampleRows).toHaveLength(3);
    expect(body.guess.map((g: { fieldId: string }) => g.fieldId)).toEqual([...CENSUS_FIELD_IDS]);
    expect(body.fileIssues).toEqual([]);

    const withoutIfMatch = await caller.request("PUT", `${base}/files/${documentId}/mapping`, {
      body: { source: "CARRIER_TEMPLATE", mapping: [] },
    });
    expect(withoutIfMatch.statusCode).toBe(428);
    const wrongCount = await caller.request("PUT", `${base}/files/${documentId}/mapping`, {
      body: { source: "CARRIER_TEMPLATE", mapping: [{ fieldId: "employeeId" }] },
      headers: { "if-match": '"1"' },
    });
    expect(wrongCount.statusCode).toBe(400);
    expect(wrongCount.json().errors[0].path).toBe("body.mapping");
    const mapped = await mapAsTemplate(caller, base, documentId, 1);
    expect(mapped.statusCode).toBe(200);
    expect(mapped.json<CensusFile>().version).toBe(2);
    expect(mapped.headers.etag).toBe('"2"');
    expect((await mapAsTemplate(caller, base, documentId, 1)).statusCode).toBe(412);
  });

  it("validates in the request, sets Census Missing Information and refuses to submit with errors", async () => {
    const caller = world.callers.BEN_ADMIN;
    const validate = await caller.request("GET", `${base}/validate`);
    expect(validate.statusCode).toBe(200);
    const [item] = validate.json<{ items: CensusItem[] }>().items;
    expect(item?.domainValidations).toMatchObject({ status: "DONE", truncated: false, failure: null });
    expect(item?.domainValidations.counts).toMatchObject({ rows: 3, errors: 2, rowsWithErrors: 2 });
    expect(item?.domainValidations.counts?.byCode).toEqual({ zipFormat: 1, duplicateSsn: 1 });
    expect(item?.domainValidations.issues.map((issue) => [issue.rowNumber, issue.code])).toEqual([
      [3, "zipFormat"],
      [4, "duplicateSsn"],
    ]);
    expect(await openErrorTypes(world)).toEqual(["Awaiting Census", "Census Missing Information"]);

    const submit = await caller.request("POST", `${base}/submit`, { body: { documentId } });
    expect(submit.statusCode).toBe(409);
    expect(submit.json().message).toBe(CENSUS_API_MESSAGES.hasErrors);
  });

  it("pages the rows with problems, filtered by code or severity", async () => {
    const caller = world.callers.BROKER;
    const all = await caller.request("GET", rowsUrl());
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ total: 2, headers: [...CENSUS_FIELD_IDS] });
    expect(all.json().rows.map((row: { rowNumber: number }) => row.rowNumber)).toEqual([3, 4]);
    const zip = await caller.request("GET", `${rowsUrl()}?code=zipFormat`);
    expect(zip.json().rows.map((row: { rowNumber: number }) => row.rowNumber)).toEqual([3]);
    const warnings = await caller.request("GET", `${rowsUrl()}?severity=warning`);
    expect(warnings.json().total).toBe(0);
    expect((await caller.request("GET", `${rowsUrl()}?limit=0`)).statusCode).toBe(400);
  });

  it("fixes cells in place: re-validates the row, keeps the fixes, and refuses stale or missing versions", async () => {
    const caller = world.callers.BEN_ADMIN;
    const fix = (row: number, values: Record<string, string>, version?: number) =>
      caller.request("PUT", `${rowsUrl()}/${row}`, {
        body: { values },
        headers: version === undefined ? {} : { "if-match": `"${version}"` },
      });
    expect((await fix(3, { [column("zip")]: "02134" })).statusCode).toBe(428);
    const outside = await fix(3, { "999": "x" }, 2);
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe(CENSUS_API_MESSAGES.columnNotFound);
    expect((await fix(2, { [column("zip")]: "02134" }, 2)).statusCode).toBe(404);

    const first = await fix(3, { [column("zip")]: "02135" }, 2);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ version: 3, counts: { errors: 1, rowsWithErrors: 1 } });
    expect(first.json().row).toMatchObject({ rowNumber: 3, corrected: [Number(column("zip"))], issues: [] });
    expect((await fix(3, { [column("zip")]: "02136" }, 2)).statusCode).toBe(412);

    const back = await fix(3, { [column("zip")]: "123" }, 3);
    expect(back.json().row).toMatchObject({ corrected: [] });
    expect(back.json().row.issues.map((issue: { code: string }) => issue.code)).toEqual(["zipFormat"]);
    const files = await caller.request("GET", `${base}/files`);
    expect(files.json<CensusFile[]>()[0]?.corrections).toBe(0);

    expect((await fix(3, { [column("zip")]: "02134" }, 4)).json().counts.errors).toBe(1);
    // Changing the SSN the duplicate is about drops the duplicate with it.
    const ssn = await fix(4, { [column("ssn")]: "555-12-3456" }, 5);
    expect(ssn.json()).toMatchObject({ version: 6, counts: { errors: 0, rowsWithErrors: 0, byCode: {} } });
    const rows = await caller.request("GET", rowsUrl());
    expect(rows.json().rows.map((row: { issues: unknown[] }) => row.issues)).toEqual([[], []]);

    // A changed SSN may repeat another row's, which only a full run can tell: until one, no submit.
    const early = await caller.request("POST", `${base}/submit`, { body: { documentId } });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(CENSUS_API_MESSAGES.notValidated);
    const repeated = await fix(4, { [column("ssn")]: "100-00-0002" }, 6);
    expect(repeated.json()).toMatchObject({ version: 7, row: { issues: [] } });
    const rerun = await caller.request("GET", `${base}/validate`);
    const [item] = rerun.json<{ items: CensusItem[] }>().items;
    expect(item?.domainValidations).toMatchObject({
      status: "DONE",
      counts: { errors: 1, byCode: { duplicateSsn: 1 } },
    });
    expect(item?.domainValidations.issues.map((issue) => [issue.rowNumber, issue.message])).toEqual([
      [4, "Same SSN as row 3"],
    ]);
    expect((await fix(4, { [column("ssn")]: "555-12-3456" }, 7)).json()).toMatchObject({ version: 8 });
    const clean = await caller.request("GET", `${base}/validate`);
    expect(clean.json<{ items: CensusItem[] }>().items[0]?.domainValidations).toMatchObject({
      status: "DONE",
      counts: { errors: 0 },
    });
  });

  it("downloads the validation report as XLSX", async () => {
    const report = await world.callers.SLF_ADMIN.request("GET", `${base}/files/${documentId}/report`);
    expect(report.statusCode).toBe(200);
    expect(report.headers["content-type"]).toContain("spreadsheetml");
    expect(report.headers["content-disposition"]).toContain("Acme census - validation report.xlsx");
    expect(report.rawPayload.subarray(0, 2).toString()).toBe("PK");
  });

  it("submits: the task is Done, the error types cleared, the fixes kept as a corrections file, staff told", async () => {
    const caller = world.callers.BEN_ADMIN;
    const submit = await caller.request("POST", `${base}/submit`, { body: { documentId } });
    expect(submit.statusCode).toBe(200);
    expect(submit.json<{ items: CensusItem[] }>().items[0]).toMatchObject({ submitted: true });
    expect(await taskStatus(world.policyId)).toBe("DONE");
    // The second policy's task is not Done yet: the client still awaits its census.
    expect(await openErrorTypes(world)).toEqual(["Awaiting Census"]);

    const db = world.t.database.db;
    const [corrections] = await db.select().from(documents).where(eq(documents.name, "Acme census - corrections.csv"));
    expect(corrections).toMatchObject({ category: "enrollment-elections", policyId: world.policyId });
    const files = await caller.request("GET", `${base}/files`);
    expect(files.json<CensusFile[]>().map((file) => file.document.id)).toEqual([documentId]);
    const preview = await caller.request("GET", `${base}/files/${corrections?.id}/preview`);
    expect(preview.statusCode).toBe(400);
    expect(preview.json().message).toBe(CENSUS_API_MESSAGES.notCensusFile);

    const notices = await db.select().from(emails).where(eq(emails.template, "census-submitted"));
    expect(notices).toHaveLength(1);
    expect(notices[0]?.clientId).toBe(world.clientId);
    // The client has no implementation consultant: the carrier's onboarding mailbox is told.
    expect(notices[0]?.to).toEqual([world.t.config.supportEmail]);
    const actions = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.clientId, world.clientId));
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(["census.mapping", "census.fix", "census.submit", "task.status", "client.error-types"]),
    );

    const again = await caller.request("POST", `${base}/submit`, { body: { documentId } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CENSUS_API_MESSAGES.alreadySubmitted);
    const lateFix = await caller.request("PUT", `${rowsUrl()}/3`, {
      body: { values: { [column("zip")]: "02139" } },
      headers: { "if-match": '"8"' },
    });
    expect(lateFix.statusCode).toBe(409);
  });

  it("validate-submit validates and submits at once; the last policy's census clears Awaiting Census", async () => {
    const caller = world.callers.BROKER;
    const second = censusPath(world.clientId, world.secondPolicyId);
    const id = await uploadCensus(
      caller,
      world.clientId,
      world.secondPolicyId,
      "second.csv",
      templateCsv([employee(9)]),
    );
    expect((await mapAsTemplate(caller, second, id, 1)).statusCode).toBe(200);
    const response = await caller.request("PUT", `${second}/validate-submit`);
    expect(response.statusCode).toBe(200);
    const [item] = response.json<{ items: CensusItem[] }>().items;
    expect(item).toMatchObject({
      submitted: true,
      domainValidations: { status: "DONE", counts: { rows: 1, errors: 0 } },
    });
    expect(await taskStatus(world.secondPolicyId)).toBe("DONE");
    expect(await openErrorTypes(world)).toEqual([]);
  });
});
