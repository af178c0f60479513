/**
 * Creates an internal user, broker or ben admin (no password yet: they choose one through the activation link),
 * links a broker or ben admin to the given clients, and records the audit entries, in one transaction. With
 * `sendWelcomeEmail` the activation link is then e-mailed and `welcomeEmailSentAt` set.
 */

import { randomUUID } from "node:crypto";
import type { Language } from "@onboard/domain/common/environments";
import type { CreateUserBody, UserKind } from "@onboard/domain/users/user-admin-schemas";
import { USER_ADMIN_MESSAGES } from "@onboard/domain/users/user-admin-schemas";
import { type Actor, auditActor } from "../../core/actor";
import type { AccountMailDeps } from "../account-tokens/index";
import { sendActivationLink } from "../account-tokens/index";
import { type AuditEntry, recordAudit } from "../audit/index";
import { auditedUser } from "./presenter";
import { existingClientIds, findUserByEmail, insertUser, linkClients, type UserRow, updateUserRow } from "./repository";
import { badRequest, clientNotFound, emailTaken, isEmailUniqueViolation } from "./user-admin-errors";
import { isRoleOfKind, kindSubjectType } from "./user-kind";

const DEFAULT_ROLE = { internal: "SLF_ADMIN", broker: "BROKER", "ben-admin": "BEN_ADMIN" } as const;

export async function createUser(
  deps: AccountMailDeps,
  kind: UserKind,
  body: CreateUserBody,
  context: { actor: Actor; language: Language },
  now: Date,
): Promise<{ user: UserRow; clientIds: string[]; emailIds: string[] }> {
  const role = body.role ?? DEFAULT_ROLE[kind];
  if (!isRoleOfKind(kind, role)) throw badRequest(USER_ADMIN_MESSAGES.wrongRole, "body.role");
  const clientIds = kind === "internal" ? [] : [...new Set(body.clientIds ?? [])];
  if (kind === "internal" && (body.clientIds?.length ?? 0) > 0) {
    throw badRequest(USER_ADMIN_MESSAGES.internalUsersHaveNoClients, "body.clientIds");
  }
  const entity = kindSubjectType(kind);

  const user = await deps.db
    .transaction(async (tx) => {
      if (await findUserByEmail(tx, body.email)) throw emailTaken();
      const found = await existingClientIds(tx, clientIds);
      if (found.size !== clientIds.length) throw clientNotFound();
      const created = await insertUser(tx, {
        userId: randomUUID(),
        name: body.name,
        email: body.email,
        phoneNumber: body.phoneNumber ?? null,
        companyName: body.companyName ?? null,
        role,
        createdAt: now,
        updatedAt: now,
      });
      await linkClients(tx, created.id, clientIds);
      const base: Omit<AuditEntry, "action" | "clientId"> = {
        ...auditActor(context.actor),
        entity,
        entityId: created.id,
      };
      await recordAudit(tx, { ...base, action: "user.create", before: null, after: auditedUser(created, clientIds) });
      for (const clientId of clientIds) {
        await recordAudit(tx, { ...base, action: `${kind}.assign`, clientId, after: { userId: created.id } });
      }
      return created;
    })
    .catch((error: unknown) => {
      if (isEmailUniqueViolation(error)) throw emailTaken();
      throw error;
    });

  if (!body.sendWelcomeEmail) return { user, clientIds, emailIds: [] };
  const sent = await sendActivationLink(
    deps,
    user,
    { language: context.language, sentByUserId: context.actor.user?.id ?? null, clientId: clientIds[0] ?? null },
    now,
  );
  const updated = await updateUserRow(deps.db, user.id, { welcomeEmailSentAt: now, updatedAt: now });
  return { user: updated, clientIds, emailIds: [sent.id] };
}
