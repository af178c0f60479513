/**
 * Shared set-up of the summary tests: a client whose EIF is complete (answers, a plan administrator, a class, a
 * mailing location), its ben admin's cookie, and the PDF's text and first page as a reader sees them (poppler's
 * pdftotext and pdftoppm).
 */
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { TestApp } from "../../../test/test-app";
import { eifRequester } from "../eif/eif-test-support";
import { completeEifFor } from "../eif-signature/signing-test-support";

const run = promisify(execFile);

/** A complete EIF (signing-test-support.ts), its class named as the summary tests read it. */
export function completeEif(t: TestApp) {
  return completeEifFor(t, eifRequester(t), { className: "All salaried employees" });
}

async function inTempDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), "eif-summary-"));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Each page's text as pdftotext reads it, with runs of spaces and line breaks made single spaces. */
export function pdfPageTexts(bytes: Buffer): Promise<string[]> {
  return inTempDir(async (dir) => {
    const file = path.join(dir, "summary.pdf");
    await writeFile(file, bytes);
    const { stdout } = await run("pdftotext", ["-enc", "UTF-8", file, "-"]);
    // pdftotext ends every page with a form feed.
    return stdout
      .split("\f")
      .slice(0, -1)
      .map((page) => page.replace(/\s+/g, " "));
  });
}

/** The whole PDF's text (see pdfPageTexts). */
export async function pdfText(bytes: Buffer): Promise<string> {
  return (await pdfPageTexts(bytes)).join(" ");
}

/**
 * Page 1 rendered at 50 dpi: the PNG's size in bytes, and the share of its pixels that are ink (darker than light
 * grey), read from the same page rendered as a greyscale PGM.
 */
export function renderFirstPage(bytes: Buffer) {
  return inTempDir(async (dir) => {
    const file = path.join(dir, "summary.pdf");
    await writeFile(file, bytes);
    await run("pdftoppm", ["-png", "-r", "50", "-f", "1", "-l", "1", "-singlefile", file, path.join(dir, "page")]);
    const png = path.join(dir, "page.png");
    const pngBytes = (await stat(png)).size;
    await run("pdftoppm", ["-gray", "-r", "50", "-f", "1", "-l", "1", "-singlefile", file, path.join(dir, "page")]);
    const pgm = await readFile(path.join(dir, "page.pgm"));
    // P5 <width> <height> <max> then one byte per pixel.
    const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 40).toString("latin1"));
    if (!header) throw new Error("pdftoppm wrote no PGM");
    const pixels = pgm.subarray(header[0].length);
    let ink = 0;
    for (const value of pixels) if (value < 200) ink++;
    return { pngBytes, width: Number(header[1]), height: Number(header[2]), inkShare: ink / pixels.length };
  });
}
