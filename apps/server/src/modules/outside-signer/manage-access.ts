/**
 * Who manages a client's outside signer (decision 021): whoever reads the client's EIF sees the signer and their
 * link's state (staff, the client's broker and ben admin); carrier staff and the client's ben admin name, resend and
 * revoke (the employer, or the carrier for them, chooses who signs; a broker does not). Another tenant's client is 403,
 * a client that is not there 404, both before the body is read.
 */
import { ERROR_MESSAGES } from "@onboard/domain/errors/catalogue";
import type { AuthenticatedUser } from "@onboard/domain/users/authenticated-user";
import { isStaffRole } from "@onboard/domain/users/roles";
import type { Actor } from "../../core/actor";
import type { Database } from "../../db/client";
import { AppError } from "../../errors/app-error";
import { authorizeEif } from "../eif/index";

export function mayManageOutsideSigner(user: Pick<AuthenticatedUser, "role">): boolean {
  return isStaffRole(user.role) || user.role === "BEN_ADMIN";
}

export async function authorizeSignerRead(actor: Actor, db: Database, clientId: string) {
  return (await authorizeEif(actor, db, clientId, "read")).user;
}

export async function authorizeSignerManage(actor: Actor, db: Database, clientId: string) {
  const { user } = await authorizeEif(actor, db, clientId, "update");
  if (!mayManageOutsideSigner(user)) throw new AppError("FORBIDDEN", 403, ERROR_MESSAGES.forbidden);
  return user;
}
