/**
 * Edits a user's details in one transaction: name, e-mail (unique; the user's onboarding-form signing recipients
 * with the old address follow it), phone, company, an internal user's role, and a broker's or ben admin's clients.
 * Records the changed fields in the audit trail and answers the old e-mail when it changed.
 */
import { type UpdateUserBody, USER_ADMIN_MESSAGES, type UserKind } from "@onboard/domain/users/user-admin-schemas";
import { type Actor, auditActor } from "../../core/actor";
import type { Database } from "../../db/client";
import { AppError } from "../../errors/app-error";
import { changedFields, recordAudit } from "../audit/index";
import { auditedUser } from "./presenter";
import { replaceClientLinks } from "./replace-client-links";
import {
  clientIdsOf,
  findUserByEmail,
  lockUserRow,
  type UserRow,
  updateRecipientEmails,
  updateUserRow,
} from "./repository";
import { badRequest, emailTaken, isEmailUniqueViolation, userNotFound } from "./user-admin-errors";
import { isRoleOfKind, kindSubjectType } from "./user-kind";

export interface UpdatedUserResult {
  user: UserRow;
  clientIds: string[];
  oldEmail: string | null;
}

function checkRole(kind: UserKind, user: UserRow, role: UpdateUserBody["role"], actor: Actor): void {
  if (role === undefined || role === user.role) return;
  if (kind !== "internal" || !isRoleOfKind(kind, role)) throw badRequest(USER_ADMIN_MESSAGES.wrongRole, "body.role");
  if (user.id === actor.user?.id) {
    throw new AppError("CANNOT_CHANGE_OWN_ROLE", 409, USER_ADMIN_MESSAGES.cannotChangeOwnRole);
  }
}

export async function updateUser(
  db: Database,
  kind: UserKind,
  userId: string,
  body: UpdateUserBody,
  actor: Actor,
  now: Date,
): Promise<UpdatedUserResult> {
  if (body.id !== undefined && body.id !== userId) throw badRequest(USER_ADMIN_MESSAGES.idMismatch, "body.id");
  if (kind === "internal" && body.clientIds !== undefined) {
    throw badRequest(USER_ADMIN_MESSAGES.internalUsersHaveNoClients, "body.clientIds");
  }
  return db
    .transaction(async (tx) => {
      const before = await lockUserRow(tx, userId);
      if (!before || !isRoleOfKind(kind, before.role)) throw userNotFound();
      checkRole(kind, before, body.role, actor);
      const isEmailChange = body.email !== undefined && body.email.toLowerCase() !== before.email.toLowerCase();
      if (isEmailChange && body.email !== undefined) {
        const holder = await findUserByEmail(tx, body.email);
        if (holder && holder.id !== userId) throw emailTaken();
      }
      const beforeClientIds = await clientIdsOf(tx, userId);
      const user = await updateUserRow(tx, userId, {
        ...(body.name !== undefined && { name: body.name }),
        ...(body.email !== undefined && { email: body.email }),
        ...(body.phoneNumber !== undefined && { phoneNumber: body.phoneNumber }),
        ...(body.companyName !== undefined && { companyName: body.companyName }),
        ...(body.role !== undefined && { role: body.role }),
        updatedAt: now,
      });
      if (body.clientIds !== undefined) await replaceClientLinks(tx, kind, userId, body.clientIds, actor);
      const recipients = isEmailChange ? await updateRecipientEmails(tx, userId, before.email, user.email, now) : 0;
      const clientIds = await clientIdsOf(tx, userId);
      const change = changedFields(auditedUser(before, beforeClientIds), auditedUser(user, clientIds));
      await recordAudit(tx, {
        ...auditActor(actor),
        action: "user.update",
        entity: kindSubjectType(kind),
        entityId: userId,
        ...change,
        ...(isEmailChange && { extra: { signingRecipientsUpdated: recipients } }),
      });
      return { user, clientIds, oldEmail: isEmailChange ? before.email : null };
    })
    .catch((error: unknown) => {
      if (isEmailUniqueViolation(error)) throw emailTaken();
      throw error;
    });
}
