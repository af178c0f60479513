/**
 * The script-like font a typed signature is shown in: Dancing Script (SIL Open Font License), from the
 * `@fontsource/dancing-script` package, whose Latin and Latin Extended subsets (WOFF) pdfkit embeds as subsets of
 * the glyphs used. A name is written in runs, each in the first subset that has its letters ("Łukasz Wójcik" needs
 * both), and a letter neither has falls back to the body font's oblique (`body-fonts.ts`).
 */
import { BODY_OBLIQUE_FONT } from "./body-fonts";
import { packagedFont, registerPackagedFont } from "./font-files";

const SUBSETS = ["latin", "latin-ext"] as const;
const FALLBACK_FONT = BODY_OBLIQUE_FONT;
const fontName = (subset: (typeof SUBSETS)[number]) => `SignatureScript-${subset}`;
const fontFile = (subset: (typeof SUBSETS)[number]) =>
  `@fontsource/dancing-script/files/dancing-script-${subset}-400-normal.woff`;

/** Registers the script font's subsets on the document (before the first typed signature). */
export function registerSignatureFont(doc: PDFKit.PDFDocument): void {
  for (const subset of SUBSETS) registerPackagedFont(doc, fontName(subset), fontFile(subset));
}

/** The runs of `name` and the font each is written in. */
export function signatureRuns(name: string): { font: string; text: string }[] {
  const runs: { font: string; text: string }[] = [];
  for (const letter of name) {
    const code = letter.codePointAt(0) ?? 0;
    const covering = SUBSETS.find((subset) => packagedFont(fontFile(subset)).hasGlyphForCodePoint(code));
    // A space belongs to the run it is in.
    const font =
      letter === " " && runs.length > 0
        ? (runs.at(-1)?.font ?? FALLBACK_FONT)
        : covering
          ? fontName(covering)
          : FALLBACK_FONT;
    const last = runs.at(-1);
    if (last?.font === font) last.text += letter;
    else runs.push({ font, text: letter });
  }
  return runs;
}

/** Writes a typed signature on one line at (x, y), in `size` points, or smaller when it is wider than `maxWidth`. */
export function writeScriptName(
  doc: PDFKit.PDFDocument,
  name: string,
  at: { x: number; y: number; size: number; maxWidth: number },
): void {
  const runs = signatureRuns(name);
  const width = runs.reduce((sum, run) => sum + doc.font(run.font).fontSize(at.size).widthOfString(run.text), 0);
  const size = width > at.maxWidth ? Math.max(8, (at.size * at.maxWidth) / width) : at.size;
  runs.forEach((run, i) => {
    doc.font(run.font).fontSize(size);
    const options = { lineBreak: false, continued: i < runs.length - 1 };
    if (i === 0) doc.text(run.text, at.x, at.y + (at.size - size) / 2, options);
    else doc.text(run.text, options);
  });
}
