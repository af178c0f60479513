/** GET /api/clients/:clientId/subsidiary: the client's live subsidiaries, in the order they were added. */
import type { Subsidiary } from "@onboard/domain/eif/eif-resource-schemas";
import type { DbExecutor } from "../../db/executor";
import { listLiveSubsidiaries, type SubsidiaryRow } from "./subsidiary-repository";

export function presentSubsidiary(row: SubsidiaryRow): Subsidiary {
  return { id: row.id, locationId: row.locationId, taxId: row.taxId };
}

export async function listSubsidiaries(db: DbExecutor, clientId: string): Promise<Subsidiary[]> {
  return (await listLiveSubsidiaries(db, clientId)).map(presentSubsidiary);
}
