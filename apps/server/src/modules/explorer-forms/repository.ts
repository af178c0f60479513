/** Writes of the public explorer forms: e-mail-my-plan requests and leads (with the 24-hour duplicate look-up). */
import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { emailPlanRequests, leads } from "../../db/schema/index";

type Executor = Pick<Database, "select" | "insert" | "execute">;

export async function insertEmailPlanRequest(db: Executor, values: typeof emailPlanRequests.$inferInsert) {
  const [row] = await db.insert(emailPlanRequests).values(values).returning({ id: emailPlanRequests.id });
  if (!row) throw new Error("email plan request insert returned no row");
  return row;
}

/** Serialises lead writes per e-mail address until the transaction ends, so that the duplicate check holds. */
export async function lockLeadEmail(tx: Executor, email: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`lead:${email.toLowerCase()}`}))`);
}

export async function findLeadSince(tx: Executor, email: string, since: Date) {
  const [row] = await tx
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(sql`lower(${leads.email})`, email.toLowerCase()), gt(leads.createdAt, since)))
    .orderBy(desc(leads.createdAt))
    .limit(1);
  return row;
}

export async function insertLead(tx: Executor, values: typeof leads.$inferInsert) {
  const [row] = await tx.insert(leads).values(values).returning({ id: leads.id });
  if (!row) throw new Error("lead insert returned no row");
  return row;
}
