/**
 * Who reaches a policy's census: the CASL `Document` subject of the client (the census files are the client's
 * `enrollment-elections` documents), so the client's own ben admins and brokers and the carrier staff; another
 * tenant's client is 403 before any look-up. A deleted client, an archived one outside the carrier staff, and a policy
 * that is not the client's are 404. Routes call this before they read a body.
 */
import type { SlfCoverage } from "@onboard/domain/eif/coverages";
import type { AccessAction } from "@onboard/domain/permissions/access-action";
import { asSubject } from "@onboard/domain/permissions/app-ability";
import type { AuthenticatedUser } from "@onboard/domain/users/authenticated-user";
import { isStaffRole } from "@onboard/domain/users/roles";
import { and, eq, isNull } from "drizzle-orm";
import type { Actor } from "../../core/actor";
import { authorize } from "../../core/authorize";
import type { DbExecutor } from "../../db/executor";
import { clients, policies } from "../../db/schema/index";
import { notFound } from "../../errors/app-error";

export interface CensusAccess {
  user: AuthenticatedUser;
  client: { id: string; name: string };
  policy: { id: string; policyNumber: string; slfCoverages: SlfCoverage[] };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function authorizeCensus(
  actor: Actor,
  db: DbExecutor,
  action: AccessAction,
  ids: { clientId: string; policyId: string },
): Promise<CensusAccess> {
  const user = authorize(actor, action, asSubject("Document", { clientId: ids.clientId }));
  // The path's policy id is any text (the spec's); one that is not a uuid names no policy.
  if (!UUID.test(ids.policyId)) throw notFound();
  const [row] = await db
    .select({
      clientId: clients.id,
      clientName: clients.name,
      isArchived: clients.isArchived,
      policyId: policies.id,
      policyNumber: policies.policyNumber,
      slfCoverages: policies.slfCoverages,
    })
    .from(clients)
    .leftJoin(policies, and(eq(policies.clientId, clients.id), eq(policies.id, ids.policyId)))
    .where(and(eq(clients.id, ids.clientId), isNull(clients.deletedAt)));
  if (!row || (row.isArchived && !isStaffRole(user.role)) || !row.policyId || !row.policyNumber) throw notFound();
  return {
    user,
    client: { id: row.clientId, name: row.clientName },
    policy: { id: row.policyId, policyNumber: row.policyNumber, slfCoverages: row.slfCoverages ?? [] },
  };
}
