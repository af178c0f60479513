/**
 * A CSV or TSV census's rows from its decoded text, in batches, with papaparse's own parser (`Papa.Parser`, the
 * engine under its `chunk` streaming mode) fed one text piece at a time: each piece's complete records come back as
 * arrays of strings and the unfinished last record is carried into the next piece. Quoted fields, embedded newlines
 * and CRLF are papaparse's; the line break is guessed once from the first piece, as papaparse does.
 */
import Papa from "papaparse";

export type CensusDelimiter = "," | "\t";

/** The line break outside quoted fields: the first one decides between \n, \r\n and \r (papaparse's guess). */
export function guessLineBreak(text: string): "\n" | "\r\n" | "\r" {
  const unquoted = text.slice(0, 1024 * 1024).replace(/"[^"]*"/g, "");
  const carriageReturn = unquoted.indexOf("\r");
  const lineFeed = unquoted.indexOf("\n");
  if (carriageReturn < 0) return "\n";
  if (lineFeed >= 0 && lineFeed < carriageReturn) return "\n";
  return unquoted.charCodeAt(carriageReturn + 1) === 10 ? "\r\n" : "\r";
}

interface PapaChunkResult {
  data: string[][];
  meta: { cursor: number };
}

/**
 * The records of `pieces` in file order, a batch per piece (empty batches skipped). `isComplete()` is asked at the
 * end: when false (the text stopped at unreadable bytes) the unfinished last record is not given out.
 */
export async function* delimitedRows(
  pieces: AsyncIterable<string>,
  delimiter: CensusDelimiter,
  isComplete: () => boolean,
): AsyncGenerator<string[][], void, undefined> {
  let parser: Papa.Parser | null = null;
  let pending = "";
  // A record longer than a piece is parsed again with each piece; waiting until the text doubles keeps that linear.
  let parseAt = 0;
  for await (const piece of pieces) {
    pending = pending.length === 0 ? piece : pending + piece;
    if (pending.length < parseAt) continue;
    parser ??= new Papa.Parser({ delimiter, newline: guessLineBreak(pending), quoteChar: '"' });
    const result = parser.parse(pending, 0, true) as PapaChunkResult;
    const cursor = result.meta.cursor;
    pending = cursor >= pending.length ? "" : pending.slice(cursor);
    parseAt = pending.length * 2;
    if (result.data.length > 0) yield result.data;
  }
  if (pending.length === 0 || !isComplete()) return;
  parser ??= new Papa.Parser({ delimiter, newline: guessLineBreak(pending), quoteChar: '"' });
  const last = parser.parse(pending, 0, false) as PapaChunkResult;
  if (last.data.length > 0) yield last.data;
}
