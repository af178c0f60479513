/** Census files as uploads (issue 16): UTF-16 text with its byte-order mark and TSV go through; binary does not. */
import type { DocumentMeta } from "@onboard/domain/documents/document-schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildClient, buildPolicy } from "../../../test/factories/index";
import type { TestApp } from "../../../test/test-app";
import { HEAD_BYTES } from "../uploads/incoming-file";
import { buildDocumentsTestApp, type Caller, callerFor } from "./documents-test-support";

let t: TestApp;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, close } = await buildDocumentsTestApp());
});
afterAll(() => close());

async function censusUploader(): Promise<(filename: string, bytes: Buffer) => ReturnType<Caller["upload"]>> {
  const client = await buildClient(t.database.db);
  const policy = await buildPolicy(t.database.db, { clientId: client.id, policyNumber: "P-16" });
  const caller = await callerFor(t, "BEN_ADMIN", [client.id]);
  return (filename, bytes) =>
    caller.upload(client.id, { category: "enrollment-elections", policyId: policy.id }, [{ filename, bytes }]);
}

const LINE = "Employee ID,First Name,Last Name,City\r\nE1,José,Núñez,Málaga\r\n";
/** Bigger than the head the type is decided on, so that the rest is checked as it streams. */
const BIG_TEXT = LINE.repeat(Math.ceil((HEAD_BYTES * 2) / LINE.length));
const utf16le = (text: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]);

describe("census text uploads", () => {
  it("stores a UTF-16 CSV that starts with its byte-order mark, bytes unchanged", async () => {
    const upload = await censusUploader();
    const bytes = utf16le(BIG_TEXT);
    const response = await upload("census.csv", bytes);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<DocumentMeta[]>()[0]).toMatchObject({
      name: "census.csv",
      mimeType: "text/csv",
      sizeBytes: bytes.length,
    });
  });

  it("stores a .tsv as TSV", async () => {
    const upload = await censusUploader();
    const response = await upload("census.tsv", Buffer.from(BIG_TEXT.replaceAll(",", "\t")));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<DocumentMeta[]>()[0]).toMatchObject({
      name: "census.tsv",
      mimeType: "text/tab-separated-values",
    });
  });

  it("refuses UTF-16 that turns binary after its head, and UTF-16 without a byte-order mark", async () => {
    const upload = await censusUploader();
    const binaryTail = Buffer.concat([utf16le(BIG_TEXT), Buffer.from([0x00, 0x00, 0x07, 0x00])]);
    for (const [name, bytes] of [
      ["census.csv", binaryTail],
      ["census.csv", Buffer.from(BIG_TEXT, "utf16le")],
    ] as const) {
      const response = await upload(name, bytes);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: "FILE_TYPE_NOT_ALLOWED" });
    }
  });
});
