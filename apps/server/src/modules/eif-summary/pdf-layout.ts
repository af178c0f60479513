/**
 * The summary's page layout on pdfkit, with the built-in Helvetica: headings kept with what follows them, tables whose
 * rows never split across pages (a table's header is repeated on the next page), and "Page n of m" on every page.
 * Every text is made safe for the built-in fonts' WinAnsi encoding (Intl's narrow spaces become plain spaces).
 */
import PDFDocument from "pdfkit";
import { type BrokenLines, breakLines } from "./line-breaker";

const MARGIN = 54;
const BRAND = "#004C6C";
const TEXT = "#222222";
const MUTED = "#555555";
const RULE = "#C8D3D9";
const BODY_SIZE = 9;
const CELL_PAD = 3;
const PAIR_COLUMNS: readonly Column[] = [
  { header: "", share: 0.45 },
  { header: "", share: 0.55 },
];

interface Cell {
  text: string;
  /** Null: pdfkit wraps it. */
  lines: BrokenLines | null;
  height: number;
}

export interface Column {
  header: string;
  /** A share of the content width; the shares of a table add up to 1. */
  share: number;
}

/** Intl writes narrow and non-breaking spaces the built-in fonts do not have. */
export const safeText = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, " ");

export class PdfLayout {
  readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;
  private readonly cells = new Map<string, Cell>();
  private readonly wordWidths = new Map<string, number>();

  constructor(info: { title: string; author: string; createdAt: Date }) {
    this.doc = new PDFDocument({
      size: "LETTER",
      margins: { top: MARGIN, bottom: MARGIN + 14, left: MARGIN, right: MARGIN },
      bufferPages: true,
      info: { Title: info.title, Author: info.author, Creator: "Onboard", CreationDate: info.createdAt },
    });
    this.done = new Promise((resolve, reject) => {
      this.doc.on("data", (chunk: Buffer) => this.chunks.push(chunk));
      this.doc.on("end", () => resolve(Buffer.concat(this.chunks)));
      this.doc.on("error", reject);
    });
    this.doc.font("Helvetica").fontSize(BODY_SIZE).fillColor(TEXT);
  }

  private get width(): number {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }

  private get left(): number {
    return this.doc.page.margins.left;
  }

  private get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  /** Starts a new page unless `height` still fits on this one. */
  private ensure(height: number): void {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  title(text: string, subtitle: string[]): void {
    const { doc } = this;
    doc
      .font("Helvetica-Bold")
      .fontSize(20)
      .fillColor(BRAND)
      .text(safeText(text), this.left, doc.y, { width: this.width });
    doc.moveDown(0.2).font("Helvetica").fontSize(12).fillColor(TEXT);
    for (const line of subtitle) doc.text(safeText(line), { width: this.width });
    doc.moveDown(0.3);
    doc
      .strokeColor(BRAND)
      .lineWidth(1.5)
      .moveTo(this.left, doc.y)
      .lineTo(this.left + this.width, doc.y)
      .stroke();
    doc.moveDown(0.6);
  }

  /** A heading, kept on the page with at least `keepWith` points of what follows. */
  heading(text: string, level: 1 | 2 | 3, keepWith = 40): void {
    const { doc } = this;
    const size = level === 1 ? 15 : level === 2 ? 12 : 10.5;
    doc.font("Helvetica-Bold").fontSize(size);
    const height = doc.heightOfString(safeText(text), { width: this.width });
    doc.moveDown(level === 1 ? 0.8 : 0.5);
    this.ensure(height + keepWith);
    doc.fillColor(level === 1 ? BRAND : TEXT).text(safeText(text), this.left, doc.y, { width: this.width });
    if (level === 1) {
      doc
        .strokeColor(RULE)
        .lineWidth(0.75)
        .moveTo(this.left, doc.y + 1)
        .lineTo(this.left + this.width, doc.y + 1)
        .stroke();
    }
    doc.moveDown(0.3).font("Helvetica").fontSize(BODY_SIZE).fillColor(TEXT);
  }

  paragraph(text: string, options: { muted?: boolean } = {}): void {
    const { doc } = this;
    doc
      .font("Helvetica")
      .fontSize(BODY_SIZE)
      .fillColor(options.muted ? MUTED : TEXT);
    const height = doc.heightOfString(safeText(text), { width: this.width });
    this.ensure(Math.min(height, 60));
    doc.text(safeText(text), this.left, doc.y, { width: this.width });
    doc.moveDown(0.3).fillColor(TEXT);
  }

  /** Question/answer rows: the label on the left (45%), the answer on the right. */
  pairs(rows: readonly [string, string][]): void {
    this.rows(PAIR_COLUMNS, rows, { header: false, boldFirst: true });
  }

  /** The height `pairs(rows)` takes: give it to `heading` to keep a short block on one page with its heading. */
  pairsHeight(rows: readonly [string, string][]): number {
    const widths = PAIR_COLUMNS.map((column) => column.share * this.width);
    return rows.reduce((sum, row) => sum + this.rowHeight(widths, row, (i) => i === 0), 0);
  }

  private rowHeight(widths: readonly number[], cells: readonly string[], bold: (i: number) => boolean): number {
    return Math.max(...cells.map((cell, i) => this.cell(cell, widths[i] ?? 0, bold(i)).height)) + 2 * CELL_PAD;
  }

  /**
   * A cell's lines and height, measured once per layout, from cached word widths (line-breaker.ts); a word wider than
   * the cell (an e-mail address, a hash) is left to pdfkit's wrapper.
   */
  private cell(text: string, width: number, bold: boolean): Cell {
    const key = `${bold ? "b" : "r"}|${width}|${text}`;
    let cell = this.cells.get(key);
    if (!cell) {
      const { doc } = this;
      const safe = safeText(text || " ");
      const inner = width - 2 * CELL_PAD;
      doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(BODY_SIZE);
      const broken = breakLines(safe, inner, (word) => this.wordWidth(word, bold), this.wordWidth(" ", bold));
      cell = broken
        ? { text: safe, lines: broken, height: broken.lines.length * doc.currentLineHeight(true) }
        : { text: safe, lines: null, height: doc.heightOfString(safe, { width: inner }) };
      this.cells.set(key, cell);
    }
    return cell;
  }

  /** A word's width in the body size (the current font must be the one asked for). */
  private wordWidth(word: string, bold: boolean): number {
    const key = `${bold ? "b" : "r"}|${word}`;
    let width = this.wordWidths.get(key);
    if (width === undefined) {
      width = this.doc.widthOfString(word);
      this.wordWidths.set(key, width);
    }
    return width;
  }

  /** A table with a header row (repeated on each page it spans); a row is never split across pages. */
  table(columns: readonly Column[], rows: readonly string[][]): void {
    this.rows(columns, rows, { header: true, boldFirst: false });
  }

  private rows(
    columns: readonly Column[],
    rows: readonly (readonly string[])[],
    options: { header: boolean; boldFirst: boolean },
  ): void {
    const { doc } = this;
    const widths = columns.map((column) => column.share * this.width);
    const measure = (cells: readonly string[], bold: (i: number) => boolean) => this.rowHeight(widths, cells, bold);
    const draw = (cells: readonly string[], bold: (i: number) => boolean, shade: boolean) => {
      const height = measure(cells, bold);
      const top = doc.y;
      if (shade) doc.rect(this.left, top, this.width, height).fill("#EEF3F6");
      let x = this.left;
      doc.fontSize(BODY_SIZE).fillColor(TEXT);
      cells.forEach((text, i) => {
        const width = widths[i] ?? 0;
        const cell = this.cell(text, width, bold(i));
        doc.font(bold(i) ? "Helvetica-Bold" : "Helvetica");
        if (cell.lines) {
          const lineHeight = doc.currentLineHeight(true);
          cell.lines.lines.forEach((line, n) => {
            // The line's width is known: pdfkit would measure it again.
            doc.text(line, x + CELL_PAD, top + CELL_PAD + n * lineHeight, {
              lineBreak: false,
              textWidth: cell.lines?.widths[n],
            } as PDFKit.Mixins.TextOptions);
          });
        } else {
          doc.text(cell.text, x + CELL_PAD, top + CELL_PAD, { width: width - 2 * CELL_PAD });
        }
        x += width;
      });
      doc
        .strokeColor(RULE)
        .lineWidth(0.5)
        .moveTo(this.left, top + height)
        .lineTo(this.left + this.width, top + height)
        .stroke();
      doc.x = this.left;
      doc.y = top + height;
    };
    const headerCells = columns.map((column) => column.header);
    const drawHeader = () => draw(headerCells, () => true, true);
    const headerHeight = options.header ? measure(headerCells, () => true) : 0;
    const cellBold = (i: number) => options.boldFirst && i === 0;
    rows.forEach((row, index) => {
      const height = measure(row, cellBold);
      if (doc.y + height + (index === 0 ? headerHeight : 0) > this.bottom) {
        doc.addPage();
        if (options.header) drawHeader();
      } else if (index === 0 && options.header) {
        drawHeader();
      }
      draw(row, cellBold, false);
    });
    doc.moveDown(0.4);
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
        .font("Helvetica")
        .fontSize(8)
        .fillColor(MUTED)
        .text(pageLabel(i - range.start + 1, range.count), this.left, doc.page.height - MARGIN + 6, {
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
