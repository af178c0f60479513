/**
 * Writes one validation run's rows with problems under the run's id, in batches of up to 1,000 rows per statement (a
 * multi-row insert), at most CENSUS_MAX_REPORTED_ROWS rows (`truncated` says more had problems). A row reported again
 * by the reader's second pass (a dependent without an employee) gets its new issues appended: in the batch when it is
 * still there, in the table otherwise (`on conflict ... issues || excluded.issues`). It keeps the row numbers only.
 */
import { CENSUS_MAX_REPORTED_ROWS, type CensusIssueDto } from "@onboard/domain/census/census-api";
import { sql } from "drizzle-orm";
import type { DbExecutor } from "../../../db/executor";
import { censusProblemRows } from "../../../db/schema/index";
import type { CensusProblemRow } from "../reading/census-reader";

export const PROBLEM_ROW_BATCH = 1_000;

interface PendingRow {
  rowNumber: number;
  values: string[];
  corrected: number[];
  issues: CensusIssueDto[];
}

export class ProblemRowWriter {
  private readonly pending = new Map<number, PendingRow>();
  private readonly kept = new Set<number>();
  truncated = false;

  constructor(
    private readonly db: DbExecutor,
    private readonly documentId: string,
    private readonly runId: string,
    private readonly maxRows = CENSUS_MAX_REPORTED_ROWS,
  ) {}

  async add(row: CensusProblemRow): Promise<void> {
    const issues = row.issues.map((issue) => ({ ...issue }));
    const waiting = this.pending.get(row.rowNumber);
    if (waiting) {
      waiting.issues.push(...issues);
      return;
    }
    if (!this.kept.has(row.rowNumber)) {
      if (this.kept.size >= this.maxRows) {
        this.truncated = true;
        return;
      }
      this.kept.add(row.rowNumber);
    }
    this.pending.set(row.rowNumber, {
      rowNumber: row.rowNumber,
      values: [...row.values],
      corrected: [...row.corrected],
      issues,
    });
    if (this.pending.size >= PROBLEM_ROW_BATCH) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const rows = [...this.pending.values()];
    this.pending.clear();
    await this.db
      .insert(censusProblemRows)
      .values(rows.map((row) => ({ documentId: this.documentId, runId: this.runId, ...row })))
      .onConflictDoUpdate({
        target: [censusProblemRows.documentId, censusProblemRows.runId, censusProblemRows.rowNumber],
        set: { issues: sql`${censusProblemRows.issues} || excluded.issues` },
      });
  }
}
