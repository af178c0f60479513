/**
 * The embedded fonts, each read and parsed by fontkit once per process and shared by every document: pdfkit 0.20
 * takes a parsed font, and parsing DejaVu's tables again for each document was most of a render's time (a 10-page
 * form: about 300 ms a render before, see the report of issue 15). Each document still embeds its own subset.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { create, type Font } from "fontkit";

const resolve = createRequire(import.meta.url).resolve;
const fonts = new Map<string, Font>();

/** The parsed font of a file in an installed package, e.g. "dejavu-fonts-ttf/ttf/DejaVuSans.ttf". */
export function packagedFont(file: string): Font {
  let font = fonts.get(file);
  if (!font) {
    font = create(readFileSync(resolve(file))) as Font;
    fonts.set(file, font);
  }
  return font;
}

/** Registers a parsed font under `name` (pdfkit's types know only paths and bytes). */
export function registerPackagedFont(doc: PDFKit.PDFDocument, name: string, file: string): void {
  doc.registerFont(name, packagedFont(file) as unknown as Buffer);
}
