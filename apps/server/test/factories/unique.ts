/** Short random suffixes, so that every row a factory builds has its own names, e-mails and numbers. */
import { randomBytes } from "node:crypto";

export function uniqueSuffix(): string {
  return randomBytes(4).toString("hex");
}

/** The first row a query returned, or an error naming what it was for. */
export function firstRow<T>(rows: readonly T[], what: string): T {
  const [row] = rows;
  if (!row) throw new Error(`no ${what} row returned`);
  return row;
}
