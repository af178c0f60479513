/**
 * The new-document notice (spec §4: NEW_AND_SEEN, OLD; null while there is something the user has not been told
 * about). Per user and client in `user_clients` for the client's brokers and ben admins; carrier staff are not linked
 * to clients, so their per-client notice is their per-user one (`users.new_document_notice`). A new upload puts the
 * client's other linked users back to null, so that they see the notice again.
 */
import type { NewDocumentNotice, NewDocumentNoticeStatus } from "@onboard/domain/documents/document-schemas";
import type { AuthenticatedUser } from "@onboard/domain/users/authenticated-user";
import { isStaffRole } from "@onboard/domain/users/roles";
import { and, eq, ne } from "drizzle-orm";
import { type Actor, auditActor } from "../../core/actor";
import type { Database } from "../../db/client";
import type { DbExecutor } from "../../db/executor";
import { userClients, users } from "../../db/schema/index";
import { recordAudit } from "../audit/index";

async function userNotice(db: DbExecutor, userId: string): Promise<NewDocumentNoticeStatus | null> {
  const [row] = await db.select({ notice: users.newDocumentNotice }).from(users).where(eq(users.id, userId));
  return row?.notice ?? null;
}

export async function getClientNotice(
  db: Database,
  user: AuthenticatedUser,
  clientId: string,
): Promise<NewDocumentNotice> {
  if (isStaffRole(user.role)) return { newDocumentNoticeStatus: await userNotice(db, user.id) };
  const [row] = await db
    .select({ notice: userClients.newDocumentNotice })
    .from(userClients)
    .where(and(eq(userClients.userId, user.id), eq(userClients.clientId, clientId)));
  return { newDocumentNoticeStatus: row?.notice ?? null };
}

export async function setClientNotice(
  db: Database,
  actor: Actor,
  user: AuthenticatedUser,
  clientId: string,
  status: NewDocumentNoticeStatus,
): Promise<NewDocumentNotice> {
  if (isStaffRole(user.role)) return setUserNotice(db, actor, user, status, clientId);
  return db.transaction(async (tx) => {
    const before = await getClientNotice(db, user, clientId);
    await tx
      .update(userClients)
      .set({ newDocumentNotice: status, updatedAt: new Date() })
      .where(and(eq(userClients.userId, user.id), eq(userClients.clientId, clientId)));
    await recordNotice(tx, actor, user.id, clientId, before.newDocumentNoticeStatus, status);
    return { newDocumentNoticeStatus: status };
  });
}

export async function setUserNotice(
  db: Database,
  actor: Actor,
  user: AuthenticatedUser,
  status: NewDocumentNoticeStatus,
  clientId: string | null = null,
): Promise<NewDocumentNotice> {
  return db.transaction(async (tx) => {
    const before = await userNotice(tx, user.id);
    await tx.update(users).set({ newDocumentNotice: status, updatedAt: new Date() }).where(eq(users.id, user.id));
    await recordNotice(tx, actor, user.id, clientId, before, status);
    return { newDocumentNoticeStatus: status };
  });
}

async function recordNotice(
  tx: DbExecutor,
  actor: Actor,
  userId: string,
  clientId: string | null,
  before: NewDocumentNoticeStatus | null,
  after: NewDocumentNoticeStatus,
): Promise<void> {
  if (before === after) return;
  await recordAudit(tx, {
    ...auditActor(actor),
    action: "document-notice.update",
    entity: "User",
    entityId: userId,
    clientId,
    before: { newDocumentNoticeStatus: before },
    after: { newDocumentNoticeStatus: after },
  });
}

export async function resetNoticeOfOtherUsers(tx: DbExecutor, clientId: string, uploaderId: string, now: Date) {
  await tx
    .update(userClients)
    .set({ newDocumentNotice: null, updatedAt: now })
    .where(and(eq(userClients.clientId, clientId), ne(userClients.userId, uploaderId)));
}
