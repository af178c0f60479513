/**
 * Who reaches a client's EIF and its lists (spec §6): BROKER and BEN_ADMIN create, read, update and delete their own
 * client's EIF, employee classes and locations; carrier staff any client's. The subject carries the clientId, so
 * another tenant's id is refused with 403 before any look-up. A deleted client is 404 for everyone, an archived one
 * 404 outside the carrier staff.
 */
import { asSubject } from "@onboard/domain/permissions/app-ability";
import type { AuthenticatedUser } from "@onboard/domain/users/authenticated-user";
import { isStaffRole } from "@onboard/domain/users/roles";
import type { FastifyRequest } from "fastify";
import { notFound } from "../../errors/app-error";
import { authorize } from "../../plugins/authz";
import type { DbExecutor } from "../authn/repository";
import { type ClientRow, findLiveClient } from "../tasks/repository";

export type EifSubject = "Eif" | "Location" | "EmployeeClass";
export type EifAction = "read" | "create" | "update" | "delete";

/** The caller, once allowed, and the client; throws 401, 403 (terms, tenancy, rights) or 404. */
export async function authorizeEif(
  request: FastifyRequest,
  db: DbExecutor,
  clientId: string,
  action: EifAction,
  subject: EifSubject = "Eif",
): Promise<{ user: AuthenticatedUser; client: ClientRow }> {
  const user = authorize(request, action, asSubject(subject, { clientId }));
  const client = await findLiveClient(db, clientId);
  if (!client || (client.isArchived && !isStaffRole(user.role))) throw notFound();
  return { user, client };
}
