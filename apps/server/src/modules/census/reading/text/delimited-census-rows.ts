/** A CSV or TSV census as CensusRows: its decoded text (census-text.ts) parsed by papaparse (delimited-rows.ts). */
import { CENSUS_API_MESSAGES, type CensusEncoding, type CensusFileIssue } from "@onboard/domain/census/census-api";
import { type CensusRows, fileIssue, type RowBatch } from "../row-batches";
import type { CensusText } from "./census-text";
import { type CensusDelimiter, delimitedRows } from "./delimited-rows";

export class DelimitedCensusRows implements CensusRows {
  readonly sheets: readonly string[] = [];
  readonly sheet = null;
  stoppedBy: CensusFileIssue | null = null;

  constructor(
    private readonly text: CensusText,
    private readonly delimiter: CensusDelimiter,
  ) {}

  get encoding(): CensusEncoding {
    return this.text.encoding;
  }

  get bytesRead(): number {
    return this.text.bytesRead;
  }

  /** Records are numbered from 1 as a spreadsheet numbers them (a record with an embedded newline is one row). */
  async *batches(): AsyncGenerator<RowBatch, void, undefined> {
    let next = 1;
    try {
      const isComplete = () => !this.text.stoppedAtInvalidBytes;
      for await (const rows of delimitedRows(this.text.pieces(), this.delimiter, isComplete)) {
        yield { rows, firstRowNumber: next, rowNumbers: null };
        next += rows.length;
      }
    } finally {
      this.text.close();
    }
    // The unfinished record holding the bad bytes is the next row.
    if (this.text.stoppedAtInvalidBytes) {
      this.stoppedBy = fileIssue("encodingNotReadable", CENSUS_API_MESSAGES.encodingNotReadable(next));
    }
  }

  close(): void {
    this.text.close();
  }
}
