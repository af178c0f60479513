/**
 * POST and PUT .../monthly-claims-report-mailing-location[/:mailingLocationId]: the policy (or every policy), the
 * location the report is mailed to and the contact it is for; each id must be the client's, and live. Audited.
 */
import { EIF_RESOURCE_MESSAGES as M } from "@onboard/domain/eif/eif-resource-messages";
import type { McrMailingLocation, McrMailingLocationBody } from "@onboard/domain/eif/eif-resource-schemas";
import { type Actor, auditActor } from "../../core/actor";
import type { Database } from "../../db/client";
import { notFound } from "../../errors/app-error";
import { changedFields } from "../audit/index";
import { recordEditAudit } from "../eif-change-log/index";
import { assertClientReferences } from "./client-references";
import { mailingLocationReferences, presentMailingLocation } from "./list-mcr-mailing-locations";
import { insertMcrRow, lockMcrRow, updateMcrRow } from "./mcr-repository";

const ENTITY = "MonthlyClaimsReportMailingLocation";
const audited = ({ id: _id, ...fields }: McrMailingLocation) => fields;

export async function createMailingLocation(
  db: Database,
  actor: Actor,
  clientId: string,
  body: McrMailingLocationBody,
): Promise<McrMailingLocation> {
  return db.transaction(async (tx) => {
    await assertClientReferences(tx, clientId, mailingLocationReferences(body));
    const created = presentMailingLocation(await insertMcrRow(tx, clientId, body));
    await recordEditAudit(tx, "mailingLocation", {
      ...auditActor(actor),
      action: "mcr-mailing-location.create",
      entity: ENTITY,
      entityId: created.id,
      clientId,
      before: null,
      after: audited(created),
    });
    return created;
  });
}

export async function updateMailingLocation(
  db: Database,
  actor: Actor,
  input: { clientId: string; mailingLocationId: string; body: McrMailingLocationBody },
  now: Date,
): Promise<McrMailingLocation> {
  return db.transaction(async (tx) => {
    const current = await lockMcrRow(tx, input.clientId, input.mailingLocationId);
    if (!current) throw notFound(M.mailingLocationNotFound);
    await assertClientReferences(tx, input.clientId, mailingLocationReferences(input.body));
    const updated = presentMailingLocation(await updateMcrRow(tx, current.id, input.body, now));
    await recordEditAudit(tx, "mailingLocation", {
      ...auditActor(actor),
      action: "mcr-mailing-location.update",
      entity: ENTITY,
      entityId: current.id,
      clientId: input.clientId,
      ...changedFields(audited(presentMailingLocation(current)), audited(updated)),
    });
    return updated;
  });
}
