/**
 * The rendered form's page layout on pdfkit (US Letter): a running header (the form's name and the envelope id), the
 * template's headings and paragraphs, field boxes with their values, checkboxes, and "Page n of m" at the foot of
 * every page. Text is set in the embedded body fonts (`body-fonts.ts`); typed
 * signatures in the script font (`signature-font.ts`).
 */
import PDFDocument from "pdfkit";
import { BODY_BOLD_FONT, BODY_FONT, registerBodyFonts } from "./body-fonts";

export const MARGIN = 54;
export const BRAND = "#004C6C";
export const TEXT = "#222222";
export const MUTED = "#555555";
export const RULE = "#8FA6B2";
const BODY_SIZE = 10;
const LABEL_SIZE = 8.5;
const FIELD_HEIGHT = 20;

/** Intl writes narrow and non-breaking spaces; plain ones keep pdftotext's reading and the line breaks simple. */
export const safeText = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, " ");

export interface LayoutInfo {
  title: string;
  runningHeader: string;
  createdAt: Date;
}

export class FormLayout {
  readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;
  private readonly runningHeader: string;

  constructor(info: LayoutInfo) {
    this.runningHeader = safeText(info.runningHeader);
    this.doc = new PDFDocument({
      size: "LETTER",
      margins: { top: MARGIN + 14, bottom: MARGIN + 14, left: MARGIN, right: MARGIN },
      bufferPages: true,
      autoFirstPage: false,
      info: { Title: safeText(info.title), Author: "Onboard", Creator: "Onboard e-sign", CreationDate: info.createdAt },
    });
    this.done = new Promise((resolve, reject) => {
      this.doc.on("data", (chunk: Buffer) => this.chunks.push(chunk));
      this.doc.on("end", () => resolve(Buffer.concat(this.chunks)));
      this.doc.on("error", reject);
    });
    registerBodyFonts(this.doc);
    // A page pdfkit adds by itself (a template page longer than one sheet) gets the running header too.
    this.doc.on("pageAdded", () => this.writeRunningHeader());
  }

  get width(): number {
    return this.doc.page.width - MARGIN * 2;
  }

  get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  /** Starts a new page: each template page, and the certificate page, begins on its own sheet. */
  newPage(): void {
    this.doc.addPage();
  }

  /** Starts a new page unless `height` still fits on this one. */
  ensure(height: number): void {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  private writeRunningHeader(): void {
    const { doc } = this;
    doc.font(BODY_FONT).fontSize(8).fillColor(MUTED);
    doc.text(this.runningHeader, MARGIN, MARGIN - 6, { width: this.width, lineBreak: false });
    doc
      .strokeColor(RULE)
      .lineWidth(0.5)
      .moveTo(MARGIN, MARGIN + 6)
      .lineTo(MARGIN + this.width, MARGIN + 6)
      .stroke();
    doc.x = MARGIN;
    doc.y = doc.page.margins.top;
    doc.font(BODY_FONT).fontSize(BODY_SIZE).fillColor(TEXT);
  }

  title(text: string): void {
    this.doc
      .font(BODY_BOLD_FONT)
      .fontSize(18)
      .fillColor(BRAND)
      .text(safeText(text), MARGIN, this.doc.y, { width: this.width });
    this.doc.moveDown(0.4).font(BODY_FONT).fontSize(BODY_SIZE).fillColor(TEXT);
  }

  heading(text: string): void {
    const { doc } = this;
    doc.font(BODY_BOLD_FONT).fontSize(13);
    this.ensure(doc.heightOfString(safeText(text), { width: this.width }) + 40);
    doc.fillColor(BRAND).text(safeText(text), MARGIN, doc.y, { width: this.width });
    doc.moveDown(0.4).font(BODY_FONT).fontSize(BODY_SIZE).fillColor(TEXT);
  }

  paragraph(text: string): void {
    const { doc } = this;
    doc.font(BODY_FONT).fontSize(BODY_SIZE).fillColor(TEXT);
    this.ensure(Math.min(doc.heightOfString(safeText(text), { width: this.width }), 48));
    doc.text(safeText(text), MARGIN, doc.y, { width: this.width, lineGap: 1.5 });
    doc.moveDown(0.6);
  }

  /** A text or date field: its label, then a box holding the value (empty when not filled yet). */
  field(label: string, value: string | null): void {
    const { doc } = this;
    doc.font(BODY_BOLD_FONT).fontSize(LABEL_SIZE);
    const labelHeight = doc.heightOfString(safeText(label), { width: this.width });
    this.ensure(labelHeight + FIELD_HEIGHT + 8);
    doc.fillColor(MUTED).text(safeText(label), MARGIN, doc.y, { width: this.width });
    const top = doc.y + 2;
    doc.rect(MARGIN, top, this.width, FIELD_HEIGHT).lineWidth(0.75).strokeColor(RULE).stroke();
    if (value) {
      doc
        .font(BODY_FONT)
        .fontSize(BODY_SIZE)
        .fillColor(TEXT)
        .text(safeText(value), MARGIN + 5, top + 5, {
          width: this.width - 10,
          height: FIELD_HEIGHT - 6,
          ellipsis: true,
        });
    }
    doc.x = MARGIN;
    doc.y = top + FIELD_HEIGHT + 8;
    doc.font(BODY_FONT).fontSize(BODY_SIZE).fillColor(TEXT);
  }

  /** A checkbox: a square, with an X when checked, and its label beside it. */
  checkbox(label: string, checked: boolean): void {
    const { doc } = this;
    const box = 11;
    const labelWidth = this.width - box - 8;
    doc.font(BODY_FONT).fontSize(BODY_SIZE);
    const height = Math.max(box, doc.heightOfString(safeText(label), { width: labelWidth }));
    this.ensure(height + 8);
    const top = doc.y;
    doc.rect(MARGIN, top, box, box).lineWidth(0.75).strokeColor(TEXT).stroke();
    if (checked) {
      doc
        .font(BODY_BOLD_FONT)
        .fontSize(10)
        .fillColor(TEXT)
        .text("X", MARGIN + 2.2, top + 1.4, { lineBreak: false });
    }
    doc.font(BODY_FONT).fontSize(BODY_SIZE).fillColor(TEXT);
    doc.text(safeText(label), MARGIN + box + 8, top, { width: labelWidth });
    doc.x = MARGIN;
    doc.y = Math.max(doc.y, top + box) + 8;
  }

  /** Writes "Page n of m" at the foot of every page, then ends the document; resolves with its bytes. */
  finish(pageLabel: (n: number, of: number) => string): Promise<Buffer> {
    const { doc } = this;
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      const bottomMargin = doc.page.margins.bottom;
      // Written inside the bottom margin: pdfkit would otherwise start a new page for it.
      doc.page.margins.bottom = 0;
      doc
        .font(BODY_FONT)
        .fontSize(8)
        .fillColor(MUTED)
        .text(pageLabel(i - range.start + 1, range.count), MARGIN, doc.page.height - MARGIN + 6, {
          width: this.width,
          align: "right",
          lineBreak: false,
        });
      doc.page.margins.bottom = bottomMargin;
    }
    doc.end();
    return this.done;
  }
}
