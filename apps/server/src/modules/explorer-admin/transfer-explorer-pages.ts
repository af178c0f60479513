/**
 * PUT /api/explorer-pages/transfer/:currentPageOwnerId/:newPageOwnerId (staff): every page of one owner moves to
 * another, in one transaction (one audit entry per page, in the page's client). The new owner must be an existing
 * carrier staff user: unknown is 404, anyone else 400. Answers how many pages moved, and their ids for the caches.
 */
import { isStaffRole } from "@onboard/domain/users/roles";
import { and, eq, isNull } from "drizzle-orm";
import { type Actor, auditActor } from "../../core/actor";
import type { Database } from "../../db/client";
import { explorerPages } from "../../db/schema/index";
import { AppError, notFound } from "../../errors/app-error";
import { recordAudit } from "../audit/index";
import { EXPLORER_ADMIN_MESSAGES } from "./messages";
import { listUsersByIds } from "./repository";

export async function transferExplorerPages(
  db: Database,
  actor: Actor,
  input: { currentPageOwnerId: string; newPageOwnerId: string },
  now: Date,
): Promise<{ transferred: number; pageIds: string[] }> {
  const [newOwner] = await listUsersByIds(db, [input.newPageOwnerId]);
  if (!newOwner) throw notFound(EXPLORER_ADMIN_MESSAGES.newOwnerNotFound);
  if (!isStaffRole(newOwner.role)) {
    const message = EXPLORER_ADMIN_MESSAGES.newOwnerNotInternal;
    throw new AppError("VALIDATION_ERROR", 400, message, [{ path: "params.newPageOwnerId", message }]);
  }
  if (input.currentPageOwnerId === input.newPageOwnerId) return { transferred: 0, pageIds: [] };
  return db.transaction(async (tx) => {
    const pages = await tx
      .select({ id: explorerPages.id, clientId: explorerPages.clientId, version: explorerPages.version })
      .from(explorerPages)
      .where(and(eq(explorerPages.pageOwnerUserId, input.currentPageOwnerId), isNull(explorerPages.deletedAt)))
      .orderBy(explorerPages.createdAt, explorerPages.id)
      .for("update");
    for (const page of pages) {
      await tx
        .update(explorerPages)
        .set({ pageOwnerUserId: newOwner.id, version: page.version + 1, updatedAt: now })
        .where(eq(explorerPages.id, page.id));
      await recordAudit(tx, {
        ...auditActor(actor),
        action: "explorer-page.transfer",
        entity: "ExplorerPage",
        entityId: page.id,
        clientId: page.clientId,
        before: { pageOwnerUserId: input.currentPageOwnerId },
        after: { pageOwnerUserId: newOwner.id },
      });
    }
    return { transferred: pages.length, pageIds: pages.map((page) => page.id) };
  });
}
