/**
 * Breaks a table cell's text into lines that fit a width, greedily at spaces and at line breaks, from the width of
 * each word (which the caller caches per font: the summary repeats the same words hundreds of times, and pdfkit's own
 * wrapper measures every word again, with its kerning, each time). Null when a single word is wider than the line:
 * the caller leaves that text to pdfkit, which breaks it between characters.
 */
export interface BrokenLines {
  lines: string[];
  /** Each line's width, in the units `widthOf` gives. */
  widths: number[];
}

export function breakLines(
  text: string,
  maxWidth: number,
  widthOf: (word: string) => number,
  spaceWidth: number,
): BrokenLines | null {
  const lines: string[] = [];
  const widths: number[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    let lineWidth = 0;
    for (const word of paragraph.split(" ")) {
      if (word === "") continue;
      const wordWidth = widthOf(word);
      if (wordWidth > maxWidth) return null;
      const widened = line === "" ? wordWidth : lineWidth + spaceWidth + wordWidth;
      if (line !== "" && widened > maxWidth) {
        lines.push(line);
        widths.push(lineWidth);
        line = word;
        lineWidth = wordWidth;
      } else {
        line = line === "" ? word : `${line} ${word}`;
        lineWidth = widened;
      }
    }
    lines.push(line);
    widths.push(lineWidth);
  }
  return { lines, widths };
}
