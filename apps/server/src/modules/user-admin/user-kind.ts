/**
 * The three administered user lists (internal, broker, ben-admin): the roles each holds and the CASL subject a
 * record of it is checked as, and loading a user of a list by id (404 when unknown, deleted or of another role).
 */
import { asSubject } from "@onboard/domain/permissions/app-ability";
import type { CarrierRole } from "@onboard/domain/users/roles";
import { USER_KIND_ROLES, type UserKind } from "@onboard/domain/users/user-admin-schemas";
import type { DbExecutor } from "../../db/executor";
import { findUser, type UserRow } from "./repository";
import { userNotFound } from "./user-admin-errors";

const KIND_SUBJECT = { internal: "InternalUser", broker: "Broker", "ben-admin": "BenAdmin" } as const;

export function kindSubjectType(kind: UserKind) {
  return KIND_SUBJECT[kind];
}

/** A record of the list, for checks with conditions (a broker's own record). */
export function kindSubject(kind: UserKind, userId: string) {
  return asSubject(KIND_SUBJECT[kind], { id: userId });
}

/** The list a role belongs to. */
export function kindOfRole(role: CarrierRole): UserKind {
  if (role === "BROKER") return "broker";
  return role === "BEN_ADMIN" ? "ben-admin" : "internal";
}

export function isRoleOfKind(kind: UserKind, role: CarrierRole): boolean {
  return (USER_KIND_ROLES[kind] as readonly CarrierRole[]).includes(role);
}

export async function findUserOfKind(db: DbExecutor, kind: UserKind, userId: string): Promise<UserRow> {
  const user = await findUser(db, userId);
  if (!user || !isRoleOfKind(kind, user.role)) throw userNotFound();
  return user;
}
