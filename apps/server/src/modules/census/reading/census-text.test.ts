/** Reading CSV and TSV census text: encodings, empty and header-only files, separators, quoting and line breaks. */
import { describe, expect, it } from "vitest";
import { bufferSource, GENERATED_COLUMNS, GENERATED_RULES } from "./census-test-files";
import { readCensusPreview, validateCensusFile } from "./index";

const HEADER = "Employee ID,First Name,City";
const ROWS = ["E1,José,Peñasco", "E2,Ñandú,Málaga"];
const TEXT = `${HEADER}\r\n${ROWS.join("\r\n")}\r\n`;

function utf16(text: string, bigEndian: boolean, mark = true): Buffer {
  const little = Buffer.from(`${mark ? "\uFEFF" : ""}${text}`, "utf16le");
  if (!bigEndian) return little;
  const big = Buffer.alloc(little.length);
  for (let i = 0; i < little.length; i += 2) {
    big[i] = little[i + 1] as number;
    big[i + 1] = little[i] as number;
  }
  return big;
}

function windows1252(text: string): Buffer {
  // Latin-1 and Windows-1252 agree on é, ñ, Ñ and á.
  return Buffer.from(text, "latin1");
}

async function preview(bytes: Buffer, kind: "csv" | "tsv" = "csv") {
  return readCensusPreview(bufferSource(bytes, kind));
}

async function validate(bytes: Buffer) {
  return validateCensusFile({
    ...bufferSource(bytes, "csv"),
    mapping: GENERATED_COLUMNS,
    rules: GENERATED_RULES,
    corrections: new Map(),
    onProblemRow: () => {},
  });
}

describe("census text encodings", () => {
  it.each([
    ["UTF-8 with a byte-order mark", Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(TEXT)]), "utf-8"],
    ["UTF-8 without one", Buffer.from(TEXT), "utf-8"],
    ["UTF-16LE with a byte-order mark", utf16(TEXT, false), "utf-16le"],
    ["UTF-16BE with a byte-order mark", utf16(TEXT, true), "utf-16be"],
    ["UTF-16LE without a byte-order mark", utf16(TEXT, false, false), "utf-16le"],
    ["Windows-1252", windows1252(TEXT), "windows-1252"],
  ])("reads %s right", async (_, bytes, encoding) => {
    const result = await preview(bytes);
    expect(result.fileIssues).toEqual([]);
    expect(result.encoding).toBe(encoding);
    expect(result.headers).toEqual(["Employee ID", "First Name", "City"]);
    expect(result.sampleRows).toEqual([
      ["E1", "José", "Peñasco"],
      ["E2", "Ñandú", "Málaga"],
    ]);
  });

  it("stops a UTF-8 file that turns invalid after the first 64 KB at the row that holds the bad bytes", async () => {
    const good = "E1,Zoë,Brontë,123-45-6789\n";
    const rows = Math.ceil((100 * 1024) / Buffer.byteLength(good));
    const bytes = Buffer.concat([
      Buffer.from(`Employee ID,First Name,Last Name,SSN\n${good.repeat(rows)}E2,Andr`),
      Buffer.from([0xe9]), // é in Windows-1252: not UTF-8
      Buffer.from("s,Doe,123-45-6789\nE3,Ann,Lee,123-45-6780\n"),
    ]);
    const summary = await validate(bytes);
    expect(summary.encoding).toBe("utf-8");
    expect(summary.fileIssues).toEqual([
      {
        code: "encodingNotReadable",
        message: `Row ${rows + 2} is not UTF-8 text. Save the file as "CSV UTF-8" and upload it again.`,
        fieldId: null,
      },
    ]);
    expect(summary.rows).toBe(rows);
  });

  it("takes Windows-1252 when the first 64 KB are not UTF-8", async () => {
    const result = await preview(windows1252(`${HEADER}\nE1,Renée,Montréal\n`));
    expect(result.encoding).toBe("windows-1252");
    expect(result.sampleRows).toEqual([["E1", "Renée", "Montréal"]]);
  });
});

describe("empty and header-only files", () => {
  it.each([
    ["no bytes", Buffer.alloc(0)],
    ["a byte-order mark alone", Buffer.from([0xef, 0xbb, 0xbf])],
    ["blank lines", Buffer.from("\r\n , \r\n\r\n")],
  ])("calls a file of %s empty", async (_, bytes) => {
    const emptyFile = { code: "emptyFile", message: "The file is empty", fieldId: null };
    expect((await preview(bytes)).fileIssues).toEqual([emptyFile]);
    const summary = await validate(bytes);
    expect(summary.fileIssues).toEqual([emptyFile]);
    expect(summary.rows).toBe(0);
  });

  it("calls a file with a header and blank rows header-only", async () => {
    const bytes = Buffer.from(`${HEADER}\r\n,,\r\n\r\n`);
    const headerOnly = { code: "headerOnly", message: "The file has a header row but no employees", fieldId: null };
    expect((await preview(bytes)).fileIssues).toEqual([headerOnly]);
    expect((await validate(bytes)).fileIssues).toEqual([headerOnly]);
  });
});

describe("separators, quotes and line breaks", () => {
  it("reads TSV by tabs, leaving commas in cells", async () => {
    const result = await preview(Buffer.from("Employee ID\tAddress\nE1\t1 Main St, Apt 4\n"), "tsv");
    expect(result.headers).toEqual(["Employee ID", "Address"]);
    expect(result.sampleRows).toEqual([["E1", "1 Main St, Apt 4"]]);
  });

  it("keeps a quoted cell's comma, quote and line break, counting the record as one row", async () => {
    const bytes = Buffer.from(
      'Employee ID,Address,Note\r\nE1,"1 Main St,\r\nApt 4","say ""hi"""\r\nE2,2 Oak Ave,\r\n\r\nE3,"3 Elm",x',
    );
    const result = await preview(bytes);
    expect(result.sampleRows).toEqual([
      ["E1", "1 Main St,\r\nApt 4", 'say "hi"'],
      ["E2", "2 Oak Ave", ""],
      ["E3", "3 Elm", "x"],
    ]);
  });

  it("pads short rows to the header's width", async () => {
    const result = await preview(Buffer.from("A,B,C\n1\n"));
    expect(result.sampleRows).toEqual([["1", "", ""]]);
  });

  it("gives at most sampleSize rows", async () => {
    const bytes = Buffer.from(`A\n${Array.from({ length: 50 }, (_, i) => `r${i}`).join("\n")}\n`);
    const result = await readCensusPreview(bufferSource(bytes, "csv"), { sampleSize: 3 });
    expect(result.sampleRows).toEqual([["r0"], ["r1"], ["r2"]]);
    expect((await readCensusPreview(bufferSource(bytes, "csv"))).sampleRows).toHaveLength(20);
  });
});
