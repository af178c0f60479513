/** Small, real one-page PDFs for the demo documents (plan summaries, certificates, guides), made with pdfkit. */
import PDFDocument from "pdfkit";

export interface PdfContent {
  title: string;
  subtitle: string;
  paragraphs: string[];
  rows?: [string, string][];
  footer: string;
  /** Fixed creation date, so the same seed produces the same bytes. */
  createdAt: Date;
}

const BRAND_COLOR = "#004C6C";

export function renderPdf(content: PdfContent): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: "LETTER",
      margin: 54,
      info: { Title: content.title, Author: "Sun Life", Creator: "Onboard demo seed", CreationDate: content.createdAt },
    });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);

    doc.fillColor(BRAND_COLOR).font("Helvetica-Bold").fontSize(20).text(content.title);
    doc.moveDown(0.25).fillColor("#333333").font("Helvetica").fontSize(12).text(content.subtitle);
    doc.moveDown(0.5).strokeColor(BRAND_COLOR).lineWidth(1.5).moveTo(54, doc.y).lineTo(558, doc.y).stroke();
    doc.moveDown(1).fontSize(10.5).fillColor("#000000");
    for (const paragraph of content.paragraphs) doc.text(paragraph, { align: "left" }).moveDown(0.6);
    if (content.rows?.length) {
      doc.moveDown(0.4);
      for (const [label, value] of content.rows) {
        const y = doc.y;
        doc.font("Helvetica-Bold").text(label, 54, y, { width: 300 });
        doc.font("Helvetica").text(value, 360, y, { width: 198 });
        doc.moveDown(0.35);
      }
    }
    doc.fontSize(8).fillColor("#666666").text(content.footer, 54, 720, { width: 504, align: "center" });
    doc.end();
  });
}
