/**
 * The validation's counts (CensusCounts): issues by severity and code, and rows with errors or warnings. A row's late
 * issue (a dependent without an employee, found after the last row) must not count its row twice, so the rows already
 * counted are remembered as bits: 125 KB for a million rows.
 */
import type { CensusIssue } from "@onboard/domain/census/census-issue";

class RowBits {
  private bits = new Uint8Array(1024);

  set(rowNumber: number): void {
    const byte = rowNumber >>> 3;
    if (byte >= this.bits.length) {
      const grown = new Uint8Array(Math.max(this.bits.length * 2, byte + 1));
      grown.set(this.bits);
      this.bits = grown;
    }
    this.bits[byte] = (this.bits[byte] as number) | (1 << (rowNumber & 7));
  }

  has(rowNumber: number): boolean {
    const byte = rowNumber >>> 3;
    return byte < this.bits.length && ((this.bits[byte] as number) & (1 << (rowNumber & 7))) !== 0;
  }
}

export class IssueTally {
  errors = 0;
  warnings = 0;
  rowsWithErrors = 0;
  rowsWithWarnings = 0;
  private readonly codes = new Map<string, number>();
  private readonly errorRows = new RowBits();
  private readonly warningRows = new RowBits();

  /** Counts one row's issues (all on that row); a row counted before is not counted again. */
  add(rowNumber: number, issues: readonly CensusIssue[]): void {
    let hasError = false;
    let hasWarning = false;
    for (const issue of issues) {
      if (issue.severity === "error") {
        this.errors++;
        hasError = true;
      } else {
        this.warnings++;
        hasWarning = true;
      }
      this.codes.set(issue.code, (this.codes.get(issue.code) ?? 0) + 1);
    }
    if (hasError && !this.errorRows.has(rowNumber)) {
      this.errorRows.set(rowNumber);
      this.rowsWithErrors++;
    }
    if (hasWarning && !this.warningRows.has(rowNumber)) {
      this.warningRows.set(rowNumber);
      this.rowsWithWarnings++;
    }
  }

  byCode(): Record<string, number> {
    return Object.fromEntries(this.codes);
  }
}
