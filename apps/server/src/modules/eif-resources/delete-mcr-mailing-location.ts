/** DELETE .../monthly-claims-report-mailing-location/:mailingLocationId: the table keeps no deleted rows, so a hard delete (audited). */
import { EIF_RESOURCE_MESSAGES as M } from "@onboard/domain/eif/eif-resource-messages";
import { type Actor, auditActor } from "../../core/actor";
import type { Database } from "../../db/client";
import { notFound } from "../../errors/app-error";
import { recordEditAudit } from "../eif-change-log/index";
import { presentMailingLocation } from "./list-mcr-mailing-locations";
import { deleteMcrRow, lockMcrRow } from "./mcr-repository";

export async function deleteMailingLocation(
  db: Database,
  actor: Actor,
  input: { clientId: string; mailingLocationId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockMcrRow(tx, input.clientId, input.mailingLocationId);
    if (!current) throw notFound(M.mailingLocationNotFound);
    await deleteMcrRow(tx, current.id);
    const { id: _id, ...before } = presentMailingLocation(current);
    await recordEditAudit(tx, "mailingLocation", {
      ...auditActor(actor),
      action: "mcr-mailing-location.delete",
      entity: "MonthlyClaimsReportMailingLocation",
      entityId: current.id,
      clientId: input.clientId,
      before,
      after: null,
    });
  });
}
