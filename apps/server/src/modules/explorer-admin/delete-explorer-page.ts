/**
 * DELETE /api/clients/:clientId/explorer-pages/:explorerPageId (staff): a soft delete. The row, its plans and links
 * stay (deleted_at set), so staff can recover the site; it leaves every list and the public page answers 404.
 * A site it had renewed (newExplorerPageId pointing to it) is the newest again: the link is cleared, so that site shows
 * its demo toggles and can be renewed anew. Answers the ids of the pages that changed.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { type Actor, auditActor } from "../../core/actor";
import type { Database } from "../../db/client";
import { explorerPages } from "../../db/schema/index";
import { notFound } from "../../errors/app-error";
import { recordAudit } from "../audit/index";
import { auditedPage } from "./audit-fields";
import { detailOf } from "./page-views";
import { findClientPage } from "./repository";

export async function deleteExplorerPage(
  db: Database,
  actor: Actor,
  input: { clientId: string; pageId: string },
  now: Date,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const current = await findClientPage(tx, input.clientId, input.pageId, true);
    if (!current) throw notFound();
    const before = await detailOf(tx, current, now);
    await tx.update(explorerPages).set({ deletedAt: now, updatedAt: now }).where(eq(explorerPages.id, current.id));
    await recordAudit(tx, {
      ...auditActor(actor),
      action: "explorer-page.delete",
      entity: "ExplorerPage",
      entityId: current.id,
      clientId: current.clientId,
      before: auditedPage(before),
      after: null,
    });
    const unlinked = await tx
      .update(explorerPages)
      .set({ newExplorerPageId: null, version: sql`${explorerPages.version} + 1`, updatedAt: now })
      .where(and(eq(explorerPages.newExplorerPageId, current.id), isNull(explorerPages.deletedAt)))
      .returning({ id: explorerPages.id, clientId: explorerPages.clientId });
    for (const page of unlinked) {
      await recordAudit(tx, {
        ...auditActor(actor),
        action: "explorer-page.unlink-renewal",
        entity: "ExplorerPage",
        entityId: page.id,
        clientId: page.clientId,
        before: { newExplorerPageId: current.id },
        after: { newExplorerPageId: null },
      });
    }
    return [current.id, ...unlinked.map((page) => page.id)];
  });
}
