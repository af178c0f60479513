/**
 * The fonts the form's text is set in: DejaVu Sans Condensed, regular and bold (the `dejavu-fonts-ttf` package; a
 * free licence), embedded as subsets of the glyphs used. Not pdfkit's built-in Helvetica: its WinAnsi encoding has no
 * "Ł" or "ő" and writes such a letter as other characters, and a signing certificate must spell a signer's name right.
 * DejaVu covers Latin, Greek and Cyrillic.
 */
import { registerPackagedFont } from "./font-files";

export const BODY_FONT = "Body";
export const BODY_BOLD_FONT = "Body-Bold";
/** Typed signatures' last resort (signature-font.ts). */
export const BODY_OBLIQUE_FONT = "Body-Oblique";

const FILES: Record<string, string> = {
  [BODY_FONT]: "dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf",
  [BODY_BOLD_FONT]: "dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf",
  [BODY_OBLIQUE_FONT]: "dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Oblique.ttf",
};

/** Registers the body fonts on the document. */
export function registerBodyFonts(doc: PDFKit.PDFDocument): void {
  for (const [name, file] of Object.entries(FILES)) registerPackagedFont(doc, name, file);
}
