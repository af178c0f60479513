/**
 * Test support: a ZIP archive built by hand (entries stored uncompressed, in the given order, then the central
 * directory), for Office Open XML files whose `[Content_Types].xml` comes first or last, as different writers do.
 */
import { crc32 } from "node:zlib";

export interface ZipEntry {
  name: string;
  data: Buffer;
}

export function zipFile(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const fileName = Buffer.from(name);
    const checksum = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(checksum, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const SHEET_MAIN = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml";

/** An .xlsx as a writer that lists its content types last makes it, with a worksheet of `sheetBytes`. */
export function xlsxWithContentTypesLast(sheetBytes: number): Buffer {
  const contentTypes =
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    `<Override PartName="/xl/workbook.xml" ContentType="${SHEET_MAIN}"/></Types>`;
  return zipFile([
    { name: "docProps/app.xml", data: Buffer.from("<Properties/>") },
    { name: "xl/worksheets/sheet1.xml", data: Buffer.alloc(sheetBytes, "<c/>") },
    { name: "xl/workbook.xml", data: Buffer.from("<workbook/>") },
    { name: "[Content_Types].xml", data: Buffer.from(contentTypes) },
  ]);
}

/** A plain ZIP (no content types) of `bytes`. */
export function plainZip(bytes: number): Buffer {
  return zipFile([{ name: "data.bin", data: Buffer.alloc(bytes, 7) }]);
}
