/** Recognising a document from its head while the rest streams (detect-file-type.ts, content-checks.ts). */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LocalDiskStorage } from "../../integrations/storage/local-disk-storage";
import { HEAD_BYTES } from "../uploads/incoming-file";
import { confirmStoredType, recogniseFile } from "./detect-file-type";
import { plainZip, xlsxWithContentTypesLast } from "./zip-test-file";

const CFB_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const streaming = { complete: false };

let root: string;
let storage: LocalDiskStorage;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "onboard-detect-"));
  storage = new LocalDiskStorage(root);
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe("recogniseFile on a head", () => {
  it("takes an .xlsx whose content types come after its head, and confirms it on the stored file", async () => {
    const xlsx = xlsxWithContentTypesLast(2 * HEAD_BYTES);
    const recognised = await recogniseFile(xlsx.subarray(0, HEAD_BYTES), "census.xlsx", streaming);
    expect(recognised).toMatchObject({ type: { key: "xlsx" }, name: "census.xlsx", detectStoredType: true });
    await storage.put("x/census.xlsx", xlsx, "application/octet-stream");
    await expect(confirmStoredType(storage, "x/census.xlsx", xlsx.length, recognised.type)).resolves.toBeUndefined();
    // Held whole, the same file is known at once from its central directory.
    expect(await recogniseFile(xlsx, "census.xlsx")).toMatchObject({ type: { key: "xlsx" }, detectStoredType: false });
  });

  it("refuses a plain ZIP named .xlsx: at once when whole, on the stored file when streamed", async () => {
    const zip = plainZip(2 * HEAD_BYTES);
    await expect(recogniseFile(zip, "census.xlsx")).rejects.toThrow("This file type is not allowed.");
    const recognised = await recogniseFile(zip.subarray(0, HEAD_BYTES), "census.xlsx", streaming);
    await storage.put("x/fake.xlsx", zip, "application/octet-stream");
    await expect(confirmStoredType(storage, "x/fake.xlsx", zip.length, recognised.type)).rejects.toThrow("not allowed");
    // Not named as an Office file, a ZIP is refused from its head.
    await expect(recogniseFile(zip.subarray(0, HEAD_BYTES), "archive.zip", streaming)).rejects.toThrow("not allowed");
  });

  it("looks for an old Word file's stream name in the rest, across chunk boundaries", async () => {
    const head = Buffer.concat([CFB_MAGIC, Buffer.alloc(HEAD_BYTES)]);
    const named = await recogniseFile(head, "letter.doc", streaming);
    expect(named.type.key).toBe("doc");
    const name = Buffer.from("WordDocument", "utf16le");
    named.check?.update(Buffer.concat([Buffer.alloc(100), name.subarray(0, 7)]));
    named.check?.update(Buffer.concat([name.subarray(7), Buffer.alloc(100)]));
    expect(() => named.check?.finish()).not.toThrow();

    const unnamed = await recogniseFile(head, "setup.doc", streaming);
    unnamed.check?.update(Buffer.alloc(4096));
    expect(() => unnamed.check?.finish()).toThrow("not allowed");
  });

  it("refuses text that turns binary after its head", async () => {
    const recognised = await recogniseFile(Buffer.alloc(HEAD_BYTES, "a,b\n"), "data.csv", streaming);
    expect(recognised.type.key).toBe("csv");
    expect(() => recognised.check?.update(Buffer.from("1,2\n"))).not.toThrow();
    expect(() => recognised.check?.update(Buffer.from([0x31, 0x00, 0x02]))).toThrow("not allowed");
  });

  it("checks UTF-16 text to its end, a character split between chunks included", async () => {
    const text = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from("Nombre,Ciudad\r\nJosé,Málaga 🙂\r\n".repeat(8000), "utf16le"),
    ]);
    const head = text.subarray(0, HEAD_BYTES + 1);
    const recognised = await recogniseFile(head, "census.csv", streaming);
    expect(recognised.type.key).toBe("csv");
    // The upload replays the head, then the rest, in chunks of any length (an odd one splits a character).
    const check = recognised.check;
    if (!check) throw new Error("no check");
    check.update(head);
    for (let offset = head.length; offset < text.length; offset += 4097) {
      check.update(text.subarray(offset, Math.min(offset + 4097, text.length)));
    }
    expect(() => check.finish()).not.toThrow();

    const binary = await recogniseFile(head, "census.csv", streaming);
    binary.check?.update(head);
    expect(() => binary.check?.update(Buffer.from([0x41, 0x00, 0x00, 0x00]))).toThrow("not allowed");

    const cut = await recogniseFile(head, "census.csv", streaming);
    cut.check?.update(head);
    // The head ends mid-character: this completes it and leaves one byte over.
    cut.check?.update(Buffer.from([0x00, 0x41]));
    expect(() => cut.check?.finish()).toThrow("not allowed");
  });
});
