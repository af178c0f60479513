/**
 * An edit of one of the EIF's records (a location, a contact, a bill…) after the form is signed is also a change
 * record (decision 022). The use cases that write those records audit each write with the record (or its changed
 * fields) before and after; `recordEditAudit` writes that audit entry and, on a signed form, the change records the
 * same before and after make. Before signing it only audits. Call it in the write's transaction.
 */
import type { ChangeEntity } from "@onboard/domain/eif-changes/change-entities";
import { editChanges } from "@onboard/domain/eif-changes/edit-changes";
import { eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/executor";
import { clients } from "../../db/schema/index";
import { type AuditEntry, recordAudit } from "../audit/index";
import { insertChanges } from "./change-record-repository";

export async function recordEditAudit(
  db: DbExecutor,
  changeEntity: ChangeEntity,
  entry: AuditEntry & { entityId: string; clientId: string },
): Promise<void> {
  await recordAudit(db, entry);
  const [client] = await db
    .select({ eifSignedAt: clients.eifSignedAt })
    .from(clients)
    .where(eq(clients.id, entry.clientId));
  if (!client?.eifSignedAt) return;
  const changes = editChanges(changeEntity, entry.entityId, entry.before ?? null, entry.after ?? null);
  await insertChanges(db, { clientId: entry.clientId, userId: entry.actorUserId, changes, now: new Date() });
}
