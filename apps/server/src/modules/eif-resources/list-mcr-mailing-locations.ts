/** GET .../monthly-claims-report-mailing-location: where each policy's monthly claims report goes, and to whom. */
import type { McrMailingLocation, McrMailingLocationBody } from "@onboard/domain/eif/eif-resource-schemas";
import type { DbExecutor } from "../../db/executor";
import type { Reference } from "./client-references";
import { listMcrRows, type McrRow } from "./mcr-repository";

export function presentMailingLocation(row: McrRow): McrMailingLocation {
  return { id: row.id, policyId: row.policyId, locationId: row.locationId, contactId: row.contactId };
}

export async function listMailingLocations(db: DbExecutor, clientId: string): Promise<McrMailingLocation[]> {
  return (await listMcrRows(db, clientId)).map(presentMailingLocation);
}

export function mailingLocationReferences(body: McrMailingLocationBody): Reference[] {
  return [
    { kind: "policy", path: "body.policyId", id: body.policyId },
    { kind: "location", path: "body.locationId", id: body.locationId },
    { kind: "contact", path: "body.contactId", id: body.contactId },
  ];
}
