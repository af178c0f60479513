/**
 * POST and PUT /api/clients/:clientId/subsidiary[/:subsidiaryId]: a subsidiary is one of the client's live locations
 * and, where it has its own, a tax id. The subsidiaries sub-step always applies. Audited.
 */
import { EIF_RESOURCE_MESSAGES as M } from "@onboard/domain/eif/eif-resource-messages";
import type { Subsidiary, SubsidiaryBody } from "@onboard/domain/eif/eif-resource-schemas";
import { type Actor, auditActor } from "../../core/actor";
import type { Database } from "../../db/client";
import { notFound } from "../../errors/app-error";
import { changedFields } from "../audit/index";
import { recordEditAudit } from "../eif-change-log/index";
import { assertClientReferences } from "./client-references";
import { presentSubsidiary } from "./list-subsidiaries";
import { insertSubsidiary, lockLiveSubsidiary, subsidiaryValues, updateSubsidiaryRow } from "./subsidiary-repository";

const audited = ({ id: _id, ...fields }: Subsidiary) => fields;
const locationOf = (body: SubsidiaryBody) => [
  { kind: "location" as const, path: "body.locationId", id: body.locationId },
];

export async function createSubsidiary(
  db: Database,
  actor: Actor,
  clientId: string,
  body: SubsidiaryBody,
): Promise<Subsidiary> {
  return db.transaction(async (tx) => {
    await assertClientReferences(tx, clientId, locationOf(body));
    const created = presentSubsidiary(await insertSubsidiary(tx, clientId, body));
    await recordEditAudit(tx, "subsidiary", {
      ...auditActor(actor),
      action: "subsidiary.create",
      entity: "Subsidiary",
      entityId: created.id,
      clientId,
      before: null,
      after: audited(created),
    });
    return created;
  });
}

export async function updateSubsidiary(
  db: Database,
  actor: Actor,
  input: { clientId: string; subsidiaryId: string; body: SubsidiaryBody },
  now: Date,
): Promise<Subsidiary> {
  return db.transaction(async (tx) => {
    const current = await lockLiveSubsidiary(tx, input.clientId, input.subsidiaryId);
    if (!current) throw notFound(M.subsidiaryNotFound);
    await assertClientReferences(tx, input.clientId, locationOf(input.body));
    const updated = presentSubsidiary(await updateSubsidiaryRow(tx, current.id, subsidiaryValues(input.body), now));
    await recordEditAudit(tx, "subsidiary", {
      ...auditActor(actor),
      action: "subsidiary.update",
      entity: "Subsidiary",
      entityId: current.id,
      clientId: input.clientId,
      ...changedFields(audited(presentSubsidiary(current)), audited(updated)),
    });
    return updated;
  });
}
