/**
 * Who reaches a client's EIF and its lists (spec §6): BROKER and BEN_ADMIN create, read, update and delete their own
 * client's EIF, employee classes and locations; carrier staff any client's. The subject carries the clientId, so
 * another tenant's id is refused with 403 before any look-up. A deleted client is 404 for everyone, an archived one
 * 404 outside the carrier staff.
 */
import { asSubject } from "@onboard/domain/permissions/app-ability";
import type { AuthenticatedUser } from "@onboard/domain/users/authenticated-user";
import { isStaffRole } from "@onboard/domain/users/roles";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Actor } from "../../core/actor";
import { authorize } from "../../core/authorize";
import type { Database } from "../../db/client";
import { clients } from "../../db/schema/index";
import { notFound } from "../../errors/app-error";

export type EifSubject = "Eif" | "Location" | "EmployeeClass";
export type EifAction = "read" | "create" | "update" | "delete";

/** The one look-up every EIF call makes, prepared once per database: is the client there, and archived? */
const preparedByDb = new WeakMap<object, ReturnType<typeof prepareLookup>>();
function prepareLookup(db: Database) {
  return db
    .select({ id: clients.id, isArchived: clients.isArchived })
    .from(clients)
    .where(and(eq(clients.id, sql.placeholder("clientId")), isNull(clients.deletedAt)))
    .prepare("eif_client_lookup");
}

async function findClient(db: Database, clientId: string) {
  let lookup = preparedByDb.get(db);
  if (!lookup) {
    lookup = prepareLookup(db);
    preparedByDb.set(db, lookup);
  }
  const [row] = await lookup.execute({ clientId });
  return row ?? null;
}

/** The permission check alone (no look-up): for calls that read the client themselves, then call `assertVisible`. */
export function authorizeEifAction(
  actor: Actor,
  clientId: string,
  action: EifAction,
  subject: EifSubject = "Eif",
): AuthenticatedUser {
  return authorize(actor, action, asSubject(subject, { clientId }));
}

/** 404 for a client that is not there, or archived to a broker or ben admin. */
export function assertVisible<T extends { isArchived: boolean }>(user: AuthenticatedUser, client: T | null): T {
  if (!client || (client.isArchived && !isStaffRole(user.role))) throw notFound();
  return client;
}

/** The caller, once allowed; throws 401, 403 (terms, tenancy, rights) or 404. */
export async function authorizeEif(
  actor: Actor,
  db: Database,
  clientId: string,
  action: EifAction,
  subject: EifSubject = "Eif",
): Promise<{ user: AuthenticatedUser }> {
  const user = authorizeEifAction(actor, clientId, action, subject);
  assertVisible(user, await findClient(db, clientId));
  return { user };
}
