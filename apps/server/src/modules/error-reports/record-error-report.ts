/** Stores one error report from the browser. */
import type { Database } from "../../db/client";
import { errorReports } from "../../db/schema/index";
import { parseErrorReport } from "./parse-error-report";

export async function recordErrorReport(
  db: Database,
  input: { body: unknown; ip: string; userAgent: string | null },
): Promise<string> {
  const parsed = parseErrorReport(input.body);
  const payload = typeof input.body === "string" ? input.body : JSON.stringify(input.body ?? null);
  const [row] = await db
    .insert(errorReports)
    .values({
      message: parsed.message.slice(0, 1000),
      environment: parsed.environment,
      release: parsed.release,
      payload,
      ip: input.ip,
      userAgent: input.userAgent,
    })
    .returning({ id: errorReports.id });
  if (!row) throw new Error("error report insert returned no row");
  return row.id;
}
