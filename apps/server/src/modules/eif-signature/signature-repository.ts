/** Reads and writes of the EIF's signature: the client's named signer, the signature row, the form's tasks. */
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { DbExecutor } from "../../db/executor";
import { clients, eifSignatures, tasks } from "../../db/schema/index";

export async function findAuthorizedSigner(db: Database, clientId: string): Promise<string | null> {
  const [row] = await db
    .select({ authorizedSignerUserId: clients.authorizedSignerUserId })
    .from(clients)
    .where(eq(clients.id, clientId));
  return row?.authorizedSignerUserId ?? null;
}

/** Marks the client signed, only if it was not: false when another signature came first. */
export async function markSigned(db: DbExecutor, clientId: string, userId: string | null, at: Date): Promise<boolean> {
  const rows = await db
    .update(clients)
    .set({ eifSignedAt: at, eifSignedByUserId: userId, updatedAt: at })
    .where(and(eq(clients.id, clientId), isNull(clients.eifSignedAt)))
    .returning({ id: clients.id });
  return rows.length === 1;
}

/** Locks the client's row and reads when it was last signed (the updates' signature waits for any other). */
export async function lockSignedAt(db: DbExecutor, clientId: string): Promise<Date | null> {
  const [row] = await db
    .select({ eifSignedAt: clients.eifSignedAt })
    .from(clients)
    .where(eq(clients.id, clientId))
    .for("update");
  return row?.eifSignedAt ?? null;
}

/** The updates are signed: a new round starts at `at` (edits and review marks before it belong to the last one). */
export async function markUpdatesSigned(db: DbExecutor, clientId: string, userId: string | null, at: Date) {
  await db
    .update(clients)
    .set({ eifSignedAt: at, eifSignedByUserId: userId, updatedAt: at })
    .where(eq(clients.id, clientId));
}

export async function insertSignature(db: DbExecutor, row: typeof eifSignatures.$inferInsert) {
  const [inserted] = await db.insert(eifSignatures).values(row).returning();
  if (!inserted) throw new Error("the signature insert returned no row");
  return inserted;
}

/** Moves the form's tasks to Done; the tasks moved, with their old status. */
export async function completeFormTasks(
  db: DbExecutor,
  clientId: string,
  taskIds: readonly string[],
  at: Date,
): Promise<{ id: string; taskId: string; oldStatus: string }[]> {
  const before = await db
    .select({ id: tasks.id, taskId: tasks.taskId, status: tasks.status })
    .from(tasks)
    .where(and(eq(tasks.clientId, clientId), inArray(tasks.taskId, taskIds as (typeof tasks.$inferSelect.taskId)[])))
    .for("update");
  const moving = before.filter((task) => task.status !== "DONE");
  if (moving.length === 0) return [];
  await db
    .update(tasks)
    .set({ status: "DONE", statusUpdatedAt: at, updatedAt: at })
    .where(
      inArray(
        tasks.id,
        moving.map((task) => task.id),
      ),
    );
  return moving.map((task) => ({ id: task.id, taskId: task.taskId, oldStatus: task.status }));
}
