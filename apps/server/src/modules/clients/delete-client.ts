/** DELETE /api/clients/:clientId (staff): a soft delete; the row stays, with deleted_at, out of every list and look-up. */

import { eq } from "drizzle-orm";
import { type Actor, auditActor } from "../../core/actor";
import type { Database } from "../../db/client";
import { clients } from "../../db/schema/index";
import { notFound } from "../../errors/app-error";
import { recordAudit } from "../audit/index";
import { auditedClientFields } from "./presenter";
import { lockClient } from "./repository";

export async function deleteClient(db: Database, actor: Actor, clientId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockClient(tx, clientId);
    if (!current) throw notFound();
    await tx.update(clients).set({ deletedAt: now, updatedAt: now }).where(eq(clients.id, clientId));
    await recordAudit(tx, {
      ...auditActor(actor),
      action: "client.delete",
      entity: "Client",
      entityId: clientId,
      clientId,
      before: auditedClientFields(current),
      after: null,
    });
  });
}
