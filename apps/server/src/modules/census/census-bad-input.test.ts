/**
 * Bad census files get clear words (issue 16 "Bad input"): an empty file and a header-only one (refused by the upload
 * or named by the preview and the mapping), UTF-8 with a byte-order mark, UTF-16 and Windows-1252 read right, a
 * 100 MB upload refused by the documents module's 20 MB limit while it streams, a broken mapping and bad fixes 400.
 */
import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { CENSUS_API_MESSAGES, type CensusItem } from "@onboard/domain/census/census-api";
import { CENSUS_FIELD_IDS } from "@onboard/domain/census/census-fields";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildDocument } from "../../../test/factories/index";
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

let world: CensusWorld;
let base: string;
beforeAll(async () => {
  world = await buildCensusWorld();
  base = censusPath(world.clientId, world.policyId);
});
afterAll(() => world.close());

const MiB = 1024 * 1024;
const preview = (documentId: string) => world.callers.BEN_ADMIN.request("GET", `${base}/files/${documentId}/preview`);
const upload = (name: string, bytes: Uint8Array | string) =>
  uploadCensus(world.callers.BEN_ADMIN, world.clientId, world.policyId, name, bytes);

function utf16le(text: string): Buffer {
  return Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]);
}

describe("bad census files", () => {
  it("refuses an empty upload, and names an empty stored file in the preview", async () => {
    const response = await world.callers.BEN_ADMIN.upload(
      world.clientId,
      { category: "enrollment-elections", policyId: world.policyId },
      [{ filename: "empty.csv", bytes: new Uint8Array() }],
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("The file is empty.");

    // A stored empty file (one the documents module would refuse today) is named by the preview.
    const storageKey = `clients/${world.clientId}/documents/${randomUUID()}.csv`;
    await worldStorage(world).put(storageKey, new Uint8Array(), "text/csv");
    const empty = await buildDocument(world.t.database.db, {
      clientId: world.clientId,
      policyId: world.policyId,
      category: "enrollment-elections",
      name: "empty.csv",
      mimeType: "text/csv",
      sizeBytes: 0,
      storageKey,
    });
    const body = (await preview(empty.id)).json();
    expect(body.fileIssues.map((issue: { message: string }) => issue.message)).toEqual([CENSUS_API_MESSAGES.emptyFile]);
    expect(body.guess).toEqual([]);
  });

  it("names a header-only file in the preview and refuses to map it with the same words", async () => {
    const id = await upload("header-only.csv", templateCsv([]));
    const body = (await preview(id)).json();
    expect(body.fileIssues.map((issue: { message: string }) => issue.message)).toEqual([
      CENSUS_API_MESSAGES.headerOnly,
    ]);
    const mapping = await mapAsTemplate(world.callers.BEN_ADMIN, base, id, 1);
    expect(mapping.statusCode).toBe(400);
    expect(mapping.json().message).toBe(CENSUS_API_MESSAGES.headerOnly);
  });

  it("reads UTF-8 with a byte-order mark, UTF-16 and Windows-1252 right", async () => {
    const text = templateCsv([employee(1, { firstName: "José", city: "Mayagüez" })]);
    const files = [
      { name: "bom.csv", bytes: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, "utf8")]) },
      { name: "utf16.csv", bytes: utf16le(text) },
      { name: "ansi.csv", bytes: Buffer.from(text, "latin1") },
    ];
    const encodings: (string | null)[] = [];
    for (const file of files) {
      const id = await upload(file.name, file.bytes);
      const response = await preview(id);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body.fileIssues, file.name).toEqual([]);
      expect(body.headers[0], file.name).toBe("employeeId");
      expect(body.sampleRows[0], file.name).toEqual(expect.arrayContaining(["José", "Mayagüez"]));
      encodings.push(body.encoding);
    }
    expect(encodings).toEqual(["utf-8", "utf-16le", "windows-1252"]);
  });

  it("validates a UTF-16 tab-separated .txt file", async () => {
    const caller = world.callers.SLF_OWNER;
    const second = censusPath(world.clientId, world.secondPolicyId);
    const text = templateCsv([employee(1), employee(2, { dateOfBirth: "13/45/1990" })], "\t");
    const id = await uploadCensus(caller, world.clientId, world.secondPolicyId, "export.txt", utf16le(text));
    expect((await caller.request("GET", `${second}/files`)).json()[0]).toMatchObject({ kind: "tsv" });
    expect((await mapAsTemplate(caller, second, id, 1)).statusCode).toBe(200);
    const [item] = (await caller.request("GET", `${second}/validate`)).json<{ items: CensusItem[] }>().items;
    expect(item?.domainValidations.counts).toMatchObject({ rows: 2, errors: 1 });
    expect(item?.domainValidations.issues[0]).toMatchObject({ rowNumber: 3, fieldId: "dateOfBirth" });
  });

  it("refuses a 100 MB upload by the documents module's limit, streamed, with the limit in the message", async () => {
    const boundary = "----census-100mb";
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\nenrollment-elections\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="policyId"\r\n\r\n${world.policyId}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.csv"\r\n` +
        "Content-Type: text/csv\r\n\r\n",
    );
    const chunk = Buffer.from(`${templateCsv([employee(1)]).split("\r\n")[1]}\r\n`.repeat(4096));
    const total = 100 * MiB;
    async function* body() {
      yield head;
      for (let sent = 0; sent < total; sent += chunk.length) yield chunk;
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    }
    const response = await world.t.app.inject({
      method: "POST",
      url: `/api/clients/${world.clientId}/documents`,
      headers: {
        ...(await world.callers.BEN_ADMIN.headers("POST")),
        "content-type": `multipart/form-data; boundary=${boundary}`,
      },
      payload: Readable.from(body()),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe("The file is larger than 20 MB.");
  });

  it("names the required fields no column holds, and refuses to submit such a census", async () => {
    const caller = world.callers.BROKER;
    const id = await upload("no-columns.csv", templateCsv([employee(1)]));
    const nothingMapped = await caller.request("PUT", `${base}/files/${id}/mapping`, {
      body: { source: "OTHER", mapping: CENSUS_FIELD_IDS.map(() => ({ fieldId: null })) },
      headers: { "if-match": '"1"' },
    });
    expect(nothingMapped.statusCode).toBe(200);
    const [item] = (await caller.request("GET", `${base}/validate`)).json<{ items: CensusItem[] }>().items;
    expect(item?.document.id).toBe(id);
    expect(item?.domainValidations.status).toBe("DONE");
    expect(item?.domainValidations.fileIssues.map((issue) => issue.fieldId)).toEqual(
      expect.arrayContaining(["firstName", "lastName", "dateOfBirth"]),
    );
    const submit = await caller.request("POST", `${base}/submit`, { body: { documentId: id } });
    expect(submit.statusCode).toBe(409);
    expect(submit.json().message).toBe(CENSUS_API_MESSAGES.hasErrors);
  });

  it("refuses bad mappings and fixes with 400 naming the field", async () => {
    const caller = world.callers.BEN_ADMIN;
    const id = await upload("bad-input.csv", templateCsv([employee(1, { zip: "1" })]));
    const file = `${base}/files/${id}`;
    const twice = await caller.request("PUT", `${file}/mapping`, {
      body: { source: "HRIS", mapping: CENSUS_FIELD_IDS.map(() => ({ fieldId: "employeeId" })) },
      headers: { "if-match": '"1"' },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors[0].path).toMatch(/^body\.mapping\.1/);
    const platform = await caller.request("PUT", `${file}/mapping`, {
      body: { source: "BEN_ADMIN_PLATFORM", mapping: CENSUS_FIELD_IDS.map((fieldId) => ({ fieldId })) },
      headers: { "if-match": '"1"' },
    });
    expect(platform.statusCode).toBe(400);
    expect(platform.json().message).toContain(CENSUS_API_MESSAGES.platformRequired);
    const unknownPlatform = await caller.request("PUT", `${file}/mapping`, {
      body: {
        source: "BEN_ADMIN_PLATFORM",
        benAdminPlatformId: "no-such-platform",
        mapping: CENSUS_FIELD_IDS.map((fieldId) => ({ fieldId })),
      },
      headers: { "if-match": '"1"' },
    });
    expect(unknownPlatform.statusCode).toBe(400);
    expect(unknownPlatform.json().errors[0].path).toBe("body.benAdminPlatformId");
    const notValidated = await caller.request("PUT", `${file}/rows/2`, {
      body: { values: { "0": "E9" } },
      headers: { "if-match": '"1"' },
    });
    expect(notValidated.statusCode).toBe(409);
    expect((await mapAsTemplate(caller, base, id, 1)).statusCode).toBe(200);
    await caller.request("GET", `${base}/validate`);
    const fix = (values: unknown) =>
      caller.request("PUT", `${file}/rows/2`, { body: { values }, headers: { "if-match": '"2"' } });
    expect((await fix({ a: "x" })).statusCode).toBe(400);
    expect((await fix({ "0": "x".repeat(192) })).statusCode).toBe(400);
    expect((await fix("nope")).statusCode).toBe(400);
    expect((await caller.request("PUT", `${file}/rows/1`, { body: { values: {} } })).statusCode).toBe(400);
    const submit = await caller.request("POST", `${base}/submit`, { body: { documentId: "x" } });
    expect(submit.statusCode).toBe(400);
    expect(submit.json().errors[0].path).toBe("body.documentId");
  });
});
