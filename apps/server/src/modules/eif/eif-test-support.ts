/** Shared set-up of the EIF integration tests: a client with policies, plans, EIF tasks and a location; signed-in calls. */
import type { CarrierRole } from "@onboard/domain/users/roles";
import { buildClient, createSessionFor } from "../../../test/sessions";
import { sessionRequester } from "../../../test/test-app";
import type { Database } from "../../db/client";
import { locations, plans, policies, tasks } from "../../db/schema/index";

/** A client with an STD+LTD+basic life policy in MA (effective 2025-07-01), a dental policy in NY, plans, the EIF tasks, and one location. */
export async function buildEifClient(
  db: Database,
  overrides: { coverages?: (typeof policies.$inferInsert)["slfCoverages"]; policyEffective?: string } = {},
) {
  const client = await buildClient(db);
  const [main, dental] = await db
    .insert(policies)
    .values([
      {
        clientId: client.id,
        policyNumber: "3100001",
        slfCoverages: overrides.coverages ?? ["STD", "LTD", "BASIC_LIFE"],
        primaryPolicy: true,
        issuedStateSitus: "MA",
        policyEffective: overrides.policyEffective ?? "2025-07-01",
      },
      {
        clientId: client.id,
        policyNumber: "3100002",
        slfCoverages: ["DENTAL"],
        issuedStateSitus: "NY",
        policyEffective: "2025-07-01",
      },
    ])
    .returning();
  if (!main || !dental) throw new Error("policy insert returned no rows");
  const planRows = await db
    .insert(plans)
    .values([
      ...(overrides.coverages ?? ["STD", "LTD", "BASIC_LIFE"]).map((benefitType) => ({
        clientId: client.id,
        policyId: main.id,
        benefitType,
      })),
      { clientId: client.id, policyId: dental.id, benefitType: "DENTAL" as const },
    ])
    .returning();
  await db.insert(tasks).values([
    { clientId: client.id, taskId: "company-profile", status: "NOT_STARTED" },
    { clientId: client.id, taskId: "eif-submit-company-information", status: "UPCOMING" },
  ]);
  const [location] = await db
    .insert(locations)
    .values({
      clientId: client.id,
      name: "Head office",
      address1: "1 Main St",
      city: "Boston",
      state: "MA",
      zipCode: "02110",
    })
    .returning();
  if (!location) throw new Error("location insert returned no row");
  return { client, main, dental, plans: planRows, location };
}

/** Sends a request as `cookie` (with the CSRF header on mutations). */
export const eifRequester = sessionRequester;

export async function sessionOf(db: Database, role: CarrierRole, clientIds: string[]) {
  return (await createSessionFor(db, { role, clientIds })).cookie;
}
