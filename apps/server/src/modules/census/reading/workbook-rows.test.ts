/** Reading XLSX censuses: sheets, cell values as text, validation, and the zip guard (bombs, lies, broken bytes). */
import { createDeflateRaw, deflateRawSync } from "node:zlib";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import {
  bufferSource,
  GENERATED_COLUMNS,
  GENERATED_HEADERS,
  GENERATED_RULES,
  generatedRow,
  seededProblemsOf,
} from "./census-test-files";
import { readCensusPreview, validateCensusFile } from "./index";

const MB = 1024 * 1024;
const TOO_LARGE = {
  code: "workbookTooLarge",
  message: "The workbook unpacks to more than 200 MB and cannot be read",
  fieldId: null,
};
const NOT_READABLE = {
  code: "workbookNotReadable",
  message: "The workbook cannot be read. Save it again as .xlsx or as CSV and upload it again.",
  fieldId: null,
};

async function twoSheetWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet("Read me").addRow(["Fill in the second sheet"]);
  const sheet = workbook.addWorksheet("Census & Co");
  sheet.addRow(["Employee ID", "First Name", "Date of Birth", "Salary", "SSN", "Enrolled", "", "Total", "Zip"]);
  sheet.addRow([
    "E1",
    { richText: [{ text: "Ja" }, { text: "ne" }] },
    new Date(Date.UTC(1980, 0, 5)),
    50000,
    123456789,
    true,
    null,
    { formula: "1+1", result: 2 },
    2134,
  ]);
  sheet.getCell("C2").numFmt = "mm/dd/yyyy";
  sheet.getCell("I2").numFmt = "00000";
  sheet.addRow([]);
  sheet.addRow(["E2", "Bob", new Date(Date.UTC(1990, 11, 31)), 52000.5, 987654321, false]);
  sheet.getCell("C4").numFmt = "yyyy-mm-dd";
  sheet.getCell("E4").numFmt = "000-00-0000";
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

interface RawEntry {
  name: string;
  /** The bytes as stored: deflated unless `stored`. */
  data: Buffer;
  declaredSize: number;
  stored?: boolean;
  /** Bytes left between this entry's data and the next entry: a layout the streaming unzip would misread. */
  gapAfter?: number;
}

/** A zip written by hand, so its directory can say what the test needs it to say. */
function zipOf(entries: RawEntry[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.stored ? 0 : 8, 8);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.stored ? 0 : 8, 10);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    const gap = Buffer.alloc(entry.gapAfter ?? 0);
    locals.push(local, name, entry.data, gap);
    directory.push(central, name);
    offset += local.length + name.length + entry.data.length + gap.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

function deflated(name: string, text: string): RawEntry {
  const bytes = Buffer.from(text);
  return { name, data: deflateRawSync(bytes), declaredSize: bytes.length };
}

const WORKBOOK_XML = '<workbook xmlns:r="r"><sheets><sheet name="Census" sheetId="1" r:id="rId1"/></sheets></workbook>';
const RELS_XML = '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>';

/** `bytes` zeros deflated as a stream (never held inflated): about 1 KB per MB. */
async function deflatedZeros(bytes: number): Promise<Buffer> {
  const deflater = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflater.on("data", (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve) => deflater.on("end", resolve));
  const zeros = Buffer.alloc(MB);
  for (let written = 0; written < bytes; written += MB) {
    if (!deflater.write(zeros)) await new Promise((resolve) => deflater.once("drain", resolve));
  }
  deflater.end();
  await done;
  return Buffer.concat(out);
}

describe("XLSX census reading", () => {
  it("lists every sheet, reads the chosen one and writes each cell as text (as shown, for a zip or SSN format)", async () => {
    const result = await readCensusPreview(bufferSource(await twoSheetWorkbook(), "xlsx", "Census & Co"));
    expect(result).toEqual({
      encoding: null,
      sheets: ["Read me", "Census & Co"],
      sheet: "Census & Co",
      headers: ["Employee ID", "First Name", "Date of Birth", "Salary", "SSN", "Enrolled", "", "Total", "Zip"],
      sampleRows: [
        ["E1", "Jane", "1980-01-05", "50000", "123456789", "TRUE", "", "2", "02134"],
        ["E2", "Bob", "1990-12-31", "52000.5", "987-65-4321", "FALSE", "", "", ""],
      ],
      fileIssues: [],
    });
  });

  it("reads the first sheet when none is chosen, and names a sheet that is not there", async () => {
    const bytes = await twoSheetWorkbook();
    expect(await readCensusPreview(bufferSource(bytes, "xlsx"))).toMatchObject({
      sheet: "Read me",
      fileIssues: [{ code: "headerOnly" }],
    });
    expect(await readCensusPreview(bufferSource(bytes, "xlsx", "Employees"))).toMatchObject({
      sheets: ["Read me", "Census & Co"],
      fileIssues: [{ code: "sheetNotFound", message: "The workbook has no sheet named Employees", fieldId: null }],
    });
  });

  it("validates a workbook's rows with their spreadsheet numbers", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Census");
    sheet.addRow([...GENERATED_HEADERS]);
    for (let r = 0; r < 2000; r++) sheet.addRow(generatedRow(r));
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const rows: number[] = [];
    const summary = await validateCensusFile({
      ...bufferSource(bytes, "xlsx"),
      mapping: GENERATED_COLUMNS,
      rules: GENERATED_RULES,
      corrections: new Map(),
      onProblemRow: (row) => {
        rows.push(row.rowNumber);
      },
    });
    expect(summary).toMatchObject({ rows: 2000, fileIssues: [], encoding: null });
    expect(summary.byCode).toEqual(seededProblemsOf(2000));
    expect(rows[0]).toBe(3);
  });

  it("calls bytes that are not a workbook unreadable, and an empty file empty", async () => {
    expect(
      (await readCensusPreview(bufferSource(Buffer.from("Employee ID,Name\nE1,Jane\n"), "xlsx"))).fileIssues,
    ).toEqual([NOT_READABLE]);
    expect((await readCensusPreview(bufferSource(Buffer.alloc(0), "xlsx"))).fileIssues).toMatchObject([
      { code: "emptyFile" },
    ]);
    const truncated = (await twoSheetWorkbook()).subarray(0, 2000);
    expect((await readCensusPreview(bufferSource(truncated, "xlsx"))).fileIssues).toEqual([NOT_READABLE]);
  });
});

describe("the XLSX zip guard", () => {
  it("refuses a workbook that declares more than 200 MB unpacked", async () => {
    const bytes = zipOf([
      deflated("xl/workbook.xml", WORKBOOK_XML),
      deflated("xl/_rels/workbook.xml.rels", RELS_XML),
      { ...deflated("xl/worksheets/sheet1.xml", "<worksheet/>"), declaredSize: 300 * MB },
    ]);
    expect((await readCensusPreview(bufferSource(bytes, "xlsx"))).fileIssues).toEqual([TOO_LARGE]);
  });

  it("refuses an entry over 10 MB that declares more than 200 times its packed size", async () => {
    const bytes = zipOf([
      deflated("xl/workbook.xml", WORKBOOK_XML),
      { ...deflated("xl/worksheets/sheet1.xml", "<worksheet/>"), declaredSize: 20 * MB },
    ]);
    expect((await readCensusPreview(bufferSource(bytes, "xlsx"))).fileIssues).toEqual([TOO_LARGE]);
  });

  it("stops an entry that declares a small size but inflates far past it, without holding what it inflates", async () => {
    const bomb = await deflatedZeros(300 * MB);
    const bytes = zipOf([
      deflated("xl/workbook.xml", WORKBOOK_XML),
      deflated("xl/_rels/workbook.xml.rels", RELS_XML),
      { name: "xl/worksheets/sheet1.xml", data: bomb, declaredSize: 1000 },
    ]);
    const rssBefore = process.memoryUsage.rss();
    const result = await readCensusPreview(bufferSource(bytes, "xlsx"));
    expect(result.fileIssues).toEqual([TOO_LARGE]);
    expect(process.memoryUsage.rss() - rssBefore).toBeLessThan(100 * MB);
  });

  it("refuses a zip whose entries do not follow one another (a hidden entry between them)", async () => {
    const bytes = zipOf([
      { ...deflated("xl/workbook.xml", WORKBOOK_XML), gapAfter: 64 },
      deflated("xl/_rels/workbook.xml.rels", RELS_XML),
    ]);
    expect((await readCensusPreview(bufferSource(bytes, "xlsx"))).fileIssues).toEqual([NOT_READABLE]);
  });

  it("refuses an entry whose inflated size is not the one declared", async () => {
    const bytes = zipOf([{ ...deflated("xl/workbook.xml", WORKBOOK_XML), declaredSize: 10 }]);
    expect((await readCensusPreview(bufferSource(bytes, "xlsx"))).fileIssues).toEqual([NOT_READABLE]);
  });
});
