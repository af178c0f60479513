/** DELETE /api/clients/:clientId/subsidiary/:subsidiaryId: a soft delete (deleted_at), audited. */
import { EIF_RESOURCE_MESSAGES as M } from "@onboard/domain/eif/eif-resource-messages";
import { type Actor, auditActor } from "../../core/actor";
import type { Database } from "../../db/client";
import { notFound } from "../../errors/app-error";
import { recordEditAudit } from "../eif-change-log/index";
import { presentSubsidiary } from "./list-subsidiaries";
import { lockLiveSubsidiary, updateSubsidiaryRow } from "./subsidiary-repository";

export async function deleteSubsidiary(
  db: Database,
  actor: Actor,
  input: { clientId: string; subsidiaryId: string },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockLiveSubsidiary(tx, input.clientId, input.subsidiaryId);
    if (!current) throw notFound(M.subsidiaryNotFound);
    await updateSubsidiaryRow(tx, current.id, { deletedAt: now }, now);
    const { id: _id, ...before } = presentSubsidiary(current);
    await recordEditAudit(tx, "subsidiary", {
      ...auditActor(actor),
      action: "subsidiary.delete",
      entity: "Subsidiary",
      entityId: current.id,
      clientId: input.clientId,
      before,
      after: null,
    });
  });
}
