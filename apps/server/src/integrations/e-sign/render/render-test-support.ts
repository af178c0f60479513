/**
 * Reading a rendered form back as a reader would, with poppler (scripts/ensure-poppler.sh installs it): each page's
 * text (pdftotext), the page count (pdfinfo) and the embedded images (pdfimages); and a drawn signature as a real
 * PNG data URL, a pen stroke made here with zlib so the tests need no image library.
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { crc32, deflateSync } from "node:zlib";

const run = promisify(execFile);

async function withPdfFile<T>(bytes: Buffer, work: (file: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), "e-sign-render-"));
  try {
    const file = path.join(dir, "form.pdf");
    await writeFile(file, bytes);
    return await work(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Each page's text, with runs of spaces and line breaks made single spaces (pdftotext ends a page with \f). */
export function pdfPageTexts(bytes: Buffer): Promise<string[]> {
  return withPdfFile(bytes, async (file) => {
    const { stdout } = await run("pdftotext", ["-enc", "UTF-8", file, "-"]);
    return stdout
      .split("\f")
      .slice(0, -1)
      .map((page) => page.replace(/\s+/g, " ").trim());
  });
}

/** The page count pdfinfo reads. */
export function pdfPageCount(bytes: Buffer): Promise<number> {
  return withPdfFile(bytes, async (file) => {
    const { stdout } = await run("pdfinfo", [file]);
    return Number(/^Pages:\s+(\d+)$/m.exec(stdout)?.[1] ?? Number.NaN);
  });
}

/** The images pdfimages lists: their page, width and height. */
export function pdfImages(bytes: Buffer): Promise<{ page: number; width: number; height: number }[]> {
  return withPdfFile(bytes, async (file) => {
    const { stdout } = await run("pdfimages", ["-list", file]);
    return stdout
      .split("\n")
      .slice(2)
      .filter((line) => line.trim() !== "")
      .map((line) => line.trim().split(/\s+/))
      .filter((cells) => cells[2] === "image")
      .map((cells) => ({ page: Number(cells[0]), width: Number(cells[3]), height: Number(cells[4]) }));
  });
}

function chunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A 240×60 greyscale PNG with a wavy dark stroke on white, as a data URL. */
export function drawnSignatureDataUrl(width = 240, height = 60): string {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(width + 1, 255);
    row[0] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const pen = height / 2 + Math.sin(x / 12) * (height / 3);
      if (Math.abs(y - pen) < 2) row[x + 1] = 20;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString("base64")}`;
}
