/** Drizzle queries of a client's audit trail: its entries, newest first, with the actor's name. */
import { count, desc, eq, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/executor";
import { auditLog, users } from "../../db/schema/index";

export type AuditRow = typeof auditLog.$inferSelect & { actorName: string | null };

export async function listClientAudit(
  db: DbExecutor,
  clientId: string,
  page: { limit: number; offset: number } | null,
): Promise<{ rows: AuditRow[]; count: number }> {
  // The actor's name is looked up per entry: joined, the planner hashes every user for the export's few hundred entries
  // (a sequential scan of 300,000 users at scale).
  const actorName = sql<
    string | null
  >`(select ${users.name} from ${users} where ${users.id} = ${auditLog.actorUserId})`;
  const query = db
    .select({ entry: auditLog, actorName })
    .from(auditLog)
    .where(eq(auditLog.clientId, clientId))
    .orderBy(desc(auditLog.occurredAt), desc(auditLog.id));
  const [rows, [total]] = await Promise.all([
    page ? query.limit(page.limit).offset(page.offset) : query,
    db.select({ value: count() }).from(auditLog).where(eq(auditLog.clientId, clientId)),
  ]);
  return { rows: rows.map((row) => ({ ...row.entry, actorName: row.actorName })), count: total?.value ?? 0 };
}
