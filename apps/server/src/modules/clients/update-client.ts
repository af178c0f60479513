/**
 * PUT /api/clients/:clientId: changes the fields sent, when the version edited is still the current one (else 412).
 * The route has already refused the fields the caller may not change; archiving is `isArchived: true` (staff only).
 */
import type { ClientDetail, UpdateClientBody } from "@onboard/domain/clients/client-schemas";
import type { AuthenticatedUser } from "@onboard/domain/users/authenticated-user";
import { type Actor, auditActor } from "../../core/actor";
import { assertVersion } from "../../db/assert-version";
import type { Database } from "../../db/client";
import { notFound } from "../../errors/app-error";
import { changedFields, recordAudit } from "../audit/index";
import { isStaff } from "./client-access";
import { clientColumns } from "./client-columns";
import { presentWithBase } from "./get-client";
import { auditedClientFields } from "./presenter";
import { lockClient, updateClientRow } from "./repository";

export async function updateClient(
  db: Database,
  actor: Actor,
  user: AuthenticatedUser,
  input: { clientId: string; body: UpdateClientBody; expectedVersion: number },
  now: Date,
): Promise<ClientDetail> {
  return db.transaction(async (tx) => {
    const current = await lockClient(tx, input.clientId);
    if (!current || (current.isArchived && !isStaff(user))) throw notFound();
    assertVersion(current.version, input.expectedVersion);
    const changes = clientColumns(input.body);
    // Only an Add Coverage client has a base client: becoming a new implementation ends the link.
    if (changes.implementationType === "NEW_IMPLEMENTATION") changes.baseClientId = null;
    const updated = await updateClientRow(tx, current.id, changes, now);
    const isArchiving = input.body.isArchived !== undefined && input.body.isArchived !== current.isArchived;
    await recordAudit(tx, {
      ...auditActor(actor),
      action: isArchiving ? (updated.isArchived ? "client.archive" : "client.unarchive") : "client.update",
      entity: "Client",
      entityId: current.id,
      clientId: current.id,
      ...changedFields(auditedClientFields(current), auditedClientFields(updated)),
    });
    return presentWithBase(tx, updated);
  });
}
