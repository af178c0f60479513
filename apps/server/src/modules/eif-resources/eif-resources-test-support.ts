/**
 * Shared set-up of the EIF list calls' integration tests: a client with a policy, its plans and two locations, a
 * second client with records of its own (to name across tenants), signed-in callers, and a request helper.
 */
import type { CarrierRole } from "@onboard/domain/users/roles";
import { buildClient, buildContact, buildLocation, buildPolicyWithPlans } from "../../../test/factories/index";
import { createSessionFor } from "../../../test/sessions";
import { sessionRequester } from "../../../test/test-app";
import type { Database } from "../../db/client";
import { eifCompanyInfo } from "../../db/schema/index";

export const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

/** The policy columns the EIF reads, as every policy of these tests has them: primary, issued in MA, effective 2026. */
export const EIF_POLICY = { primaryPolicy: true, issuedStateSitus: "MA", policyEffective: "2026-01-01" } as const;

export async function markEapOnlyBlended(db: Database, clientId: string) {
  await db.insert(eifCompanyInfo).values({ clientId, isEapOnlyBlended: true });
}

/** A client with an LTD + DENTAL policy and two locations; another client with a location and a contact. */
export async function buildEifFixture(db: Database) {
  const client = await buildClient(db);
  const { policy, planOf } = await buildPolicyWithPlans(db, {
    ...EIF_POLICY,
    clientId: client.id,
    slfCoverages: ["LTD", "DENTAL"],
  });
  const main = await buildLocation(db, { clientId: client.id, name: "Main office" });
  const branch = await buildLocation(db, { clientId: client.id, name: "Branch" });
  const other = await buildClient(db);
  const otherLocation = await buildLocation(db, { clientId: other.id, name: "Elsewhere" });
  const otherContact = await buildContact(db, { clientId: other.id });
  return {
    client,
    policy,
    ltdPlan: planOf("LTD"),
    dentalPlan: planOf("DENTAL"),
    main,
    branch,
    other,
    otherLocation,
    otherContact,
  };
}

export async function sessionsFor(db: Database, clientId: string) {
  const session = async (role: CarrierRole, clientIds: string[]) =>
    (await createSessionFor(db, { role, clientIds })).cookie;
  return {
    staff: await session("SLF_ADMIN", []),
    broker: await session("BROKER", [clientId]),
    benAdmin: await session("BEN_ADMIN", [clientId]),
  };
}

/** Sends a request as `cookie` (with the CSRF header on mutations). */
export const requester = sessionRequester;
