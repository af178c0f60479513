/**
 * Shared by the seal's tests and bench:esign: a filled form of n pages made with pdfkit as our renderers make PDFs
 * (built-in Helvetica, compressed page streams, fields and a signature line per page), and Debian's pdfsig
 * (poppler-utils, scripts/ensure-poppler.sh) reading a PDF's signatures as a verifier would.
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import PDFDocument from "pdfkit";

const run = promisify(execFile);

export function sampleFormPdf(pages: number): Promise<Buffer> {
  const doc = new PDFDocument({ size: "LETTER", margin: 54, info: { Title: "Group application", Author: "Onboard" } });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  for (let page = 1; page <= pages; page++) {
    if (page > 1) doc.addPage();
    doc.font("Helvetica-Bold").fontSize(16).text(`Group application: part ${page}`);
    doc.moveDown();
    for (let row = 1; row <= 24; row++) {
      doc.font("Helvetica-Bold").fontSize(10).text(`Field ${page}.${row}: `, { continued: true });
      doc.font("Helvetica").text(`Answer ${row} for Summit Regional Health Partners, policy 1234567-${page}`);
    }
    doc.moveDown().text("Signature: ______________________   Date: ____________");
    doc.fontSize(8).text(`Page ${page} of ${pages}`, 54, 740, { lineBreak: false });
  }
  doc.end();
  return done;
}

/** pdfsig's report of the PDF's signatures (its exit code is not 0 when a signature fails, so stdout is kept). */
export async function pdfsig(pdf: Uint8Array): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "esign-seal-"));
  try {
    const file = path.join(dir, "sealed.pdf");
    await writeFile(file, pdf);
    try {
      // Times in UTC, whatever the machine's zone, so that tests can compare the signing time.
      return (await run("pdfsig", [file], { env: { ...process.env, TZ: "UTC" } })).stdout;
    } catch (error) {
      const { stdout, stderr } = error as { stdout?: string; stderr?: string };
      if (stdout === undefined) throw error;
      return `${stdout}${stderr ?? ""}`;
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
