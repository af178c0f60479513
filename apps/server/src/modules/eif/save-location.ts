/**
 * POST and PUT .../locations: a location of the client, audited as stored; an edit names the version it started from
 * (412 when stale). The answer restores the escaped less-than sign (present-location.ts).
 */
import type { EifLocation } from "@onboard/domain/eif/eif-draft-schemas";
import type { LocationBody } from "@onboard/domain/eif/eif-resource-schemas";
import { type Actor, auditActor } from "../../core/actor";
import { assertVersion } from "../../db/assert-version";
import type { Database } from "../../db/client";
import { notFound } from "../../errors/app-error";
import { changedFields } from "../audit/index";
import { recordEditAudit } from "../eif-change-log/index";
import { insertLocation, lockLocation, updateLocation } from "./location-repository";
import { answerLocation } from "./present-location";
import { presentLocation } from "./snapshot-repository";

const audited = ({ version: _v, id: _id, ...fields }: EifLocation) => fields;

export async function createLocation(
  db: Database,
  actor: Actor,
  clientId: string,
  body: LocationBody,
): Promise<EifLocation> {
  return db.transaction(async (tx) => {
    const location = presentLocation(await insertLocation(tx, clientId, body));
    await recordEditAudit(tx, "location", {
      ...auditActor(actor),
      action: "location.create",
      entity: "Location",
      entityId: location.id,
      clientId,
      after: audited(location),
    });
    return answerLocation(location);
  });
}

export async function editLocation(
  db: Database,
  actor: Actor,
  input: { clientId: string; locationId: string; body: LocationBody; expectedVersion: number },
  now: Date,
): Promise<EifLocation> {
  return db.transaction(async (tx) => {
    const row = await lockLocation(tx, input.clientId, input.locationId);
    if (!row) throw notFound();
    assertVersion(row.version, input.expectedVersion);
    const before = presentLocation(row);
    const after = presentLocation(await updateLocation(tx, row.id, input.body, now));
    await recordEditAudit(tx, "location", {
      ...auditActor(actor),
      action: "location.update",
      entity: "Location",
      entityId: row.id,
      clientId: input.clientId,
      ...changedFields(audited(before), audited(after)),
    });
    return answerLocation(after);
  });
}
