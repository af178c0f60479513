/** Reads and writes of the change records and the change log (onboarding spec §3 "Change record", "Change-log entry"). */
import type { NewChange } from "@onboard/domain/eif-changes/edit-changes";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { DbExecutor } from "../../db/executor";
import {
  type ChangeDetails,
  changeLogEntries,
  changeRecords,
  clients,
  eifCompanyInfo,
  users,
} from "../../db/schema/index";

/** Inserts the changes as pending change records; answers their ids, in the order given. */
export async function insertChanges(
  db: DbExecutor,
  input: { clientId: string; userId: string | null; changes: NewChange[]; now: Date },
): Promise<string[]> {
  if (input.changes.length === 0) return [];
  const rows = await db
    .insert(changeRecords)
    .values(
      input.changes.map((change) => ({
        clientId: input.clientId,
        entity: change.entity,
        entityId: change.entityId,
        attributeKey: change.attributeKey,
        value: change.value,
        previousValue: change.previousValue,
        createdByUserId: input.userId,
        createdAt: input.now,
        updatedAt: input.now,
      })),
    )
    .returning({ id: changeRecords.id });
  return rows.map((row) => row.id);
}

/** The client's signature time, read under a lock of its form: draft saves and reviews of one client take turns. */
export async function lockSignedForm(db: DbExecutor, clientId: string): Promise<{ eifSignedAt: Date | null } | null> {
  await db
    .select({ id: eifCompanyInfo.id })
    .from(eifCompanyInfo)
    .where(eq(eifCompanyInfo.clientId, clientId))
    .for("update");
  const [client] = await db
    .select({ eifSignedAt: clients.eifSignedAt })
    .from(clients)
    .where(eq(clients.id, clientId))
    .for("update");
  return client ?? null;
}

export async function markReviewed(
  db: DbExecutor,
  input: { clientId: string; ids: string[]; status: "accepted" | "declined"; userId: string; now: Date },
): Promise<void> {
  if (input.ids.length === 0) return;
  await db
    .update(changeRecords)
    .set({ status: input.status, reviewedAt: input.now, reviewedByUserId: input.userId, updatedAt: input.now })
    .where(and(eq(changeRecords.clientId, input.clientId), inArray(changeRecords.id, input.ids)));
}

export async function deleteChanges(db: DbExecutor, clientId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(changeRecords).where(and(eq(changeRecords.clientId, clientId), inArray(changeRecords.id, ids)));
}

/** Who made each change (their id and whether they are carrier staff). */
export async function changeAuthors(
  db: DbExecutor,
  ids: string[],
): Promise<Map<string, { userId: string | null; role: string | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: changeRecords.id, userId: changeRecords.createdByUserId, role: users.role })
    .from(changeRecords)
    .leftJoin(users, eq(users.id, changeRecords.createdByUserId))
    .where(inArray(changeRecords.id, ids));
  return new Map(rows.map((row) => [row.id, { userId: row.userId, role: row.role }]));
}

export async function insertChangeLogEntry(
  db: DbExecutor,
  input: { clientId: string; userId: string | null; details: ChangeDetails; now: Date },
): Promise<void> {
  await db.insert(changeLogEntries).values({
    clientId: input.clientId,
    changedByUserId: input.userId,
    changeDetails: input.details,
    createdAt: input.now,
    updatedAt: input.now,
  });
}

export async function listChangeLog(db: DbExecutor, clientId: string) {
  return db
    .select({
      id: changeLogEntries.id,
      createdAt: changeLogEntries.createdAt,
      changeDetails: changeLogEntries.changeDetails,
      changedBy: users.name,
    })
    .from(changeLogEntries)
    .leftJoin(users, eq(users.id, changeLogEntries.changedByUserId))
    .where(eq(changeLogEntries.clientId, clientId))
    .orderBy(desc(changeLogEntries.createdAt), desc(changeLogEntries.id));
}
