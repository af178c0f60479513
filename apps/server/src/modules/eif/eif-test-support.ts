/** Shared set-up of the EIF integration tests: a client with policies, plans, EIF tasks and a location; signed-in calls. */
import type { SlfCoverage } from "@onboard/domain/eif/coverages";
import type { CarrierRole } from "@onboard/domain/users/roles";
import { buildClient, buildLocation, buildPolicyWithPlans } from "../../../test/factories/index";
import { createSessionFor } from "../../../test/sessions";
import { sessionRequester } from "../../../test/test-app";
import type { Database } from "../../db/client";
import { tasks } from "../../db/schema/index";

/** A client with an STD+LTD+basic life policy in MA (effective 2025-07-01), a dental policy in NY, plans, the EIF tasks, and one location. */
export async function buildEifClient(
  db: Database,
  overrides: { coverages?: SlfCoverage[]; policyEffective?: string } = {},
) {
  const coverages = overrides.coverages ?? ["STD", "LTD", "BASIC_LIFE"];
  const client = await buildClient(db);
  const { policy: main, plans: mainPlans } = await buildPolicyWithPlans(db, {
    clientId: client.id,
    policyNumber: "3100001",
    slfCoverages: coverages,
    primaryPolicy: true,
    issuedStateSitus: "MA",
    policyEffective: overrides.policyEffective ?? "2025-07-01",
  });
  const { policy: dental, plans: dentalPlans } = await buildPolicyWithPlans(db, {
    clientId: client.id,
    policyNumber: "3100002",
    slfCoverages: ["DENTAL"],
    issuedStateSitus: "NY",
    policyEffective: "2025-07-01",
  });
  await db.insert(tasks).values([
    { clientId: client.id, taskId: "company-profile", status: "NOT_STARTED" },
    { clientId: client.id, taskId: "eif-submit-company-information", status: "UPCOMING" },
  ]);
  const location = await buildLocation(db, { clientId: client.id, name: "Head office" });
  return { client, main, dental, plans: [...mainPlans, ...dentalPlans], location };
}

/** Sends a request as `cookie` (with the CSRF header on mutations). */
export const eifRequester = sessionRequester;

export async function sessionOf(db: Database, role: CarrierRole, clientIds: string[]) {
  return (await createSessionFor(db, { role, clientIds })).cookie;
}
