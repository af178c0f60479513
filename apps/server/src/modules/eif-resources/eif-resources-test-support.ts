/**
 * Shared set-up of the EIF list calls' integration tests: a client with a policy, its plans and two locations, a
 * second client with records of its own (to name across tenants), signed-in callers, and a request helper.
 */
import { randomBytes } from "node:crypto";
import type { SlfCoverage } from "@onboard/domain/eif/coverages";
import type { CarrierRole } from "@onboard/domain/users/roles";
import { buildClient, createSessionFor } from "../../../test/sessions";
import { sessionRequester } from "../../../test/test-app";
import type { Database } from "../../db/client";
import { contacts, eifCompanyInfo, locations, plans, policies } from "../../db/schema/index";

export const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

export async function buildLocation(db: Database, clientId: string, name = "Main office") {
  const [row] = await db
    .insert(locations)
    .values({ clientId, name, address1: "1 Main St", city: "Boston", state: "MA", zipCode: "02110" })
    .returning();
  if (!row) throw new Error("location insert returned no row");
  return row;
}

export async function buildContact(db: Database, clientId: string, names = { firstName: "Ada", lastName: "Byron" }) {
  const [row] = await db
    .insert(contacts)
    .values({ clientId, ...names })
    .returning();
  if (!row) throw new Error("contact insert returned no row");
  return row;
}

/** A policy with these coverages, and one plan per coverage. */
export async function buildPolicyWithPlans(db: Database, clientId: string, coverages: SlfCoverage[]) {
  const [policy] = await db
    .insert(policies)
    .values({
      clientId,
      policyNumber: `P-${randomBytes(4).toString("hex")}`,
      slfCoverages: coverages,
      primaryPolicy: true,
      issuedStateSitus: "MA",
      policyEffective: "2026-01-01",
    })
    .returning();
  if (!policy) throw new Error("policy insert returned no row");
  const planRows = await db
    .insert(plans)
    .values(coverages.map((benefitType) => ({ clientId, policyId: policy.id, benefitType })))
    .returning();
  const planOf = (coverage: SlfCoverage) => {
    const plan = planRows.find((row) => row.benefitType === coverage);
    if (!plan) throw new Error(`no ${coverage} plan`);
    return plan;
  };
  return { policy, planOf };
}

export async function markEapOnlyBlended(db: Database, clientId: string) {
  await db.insert(eifCompanyInfo).values({ clientId, isEapOnlyBlended: true });
}

/** A client with an LTD + DENTAL policy and two locations; another client with a location and a contact. */
export async function buildEifFixture(db: Database) {
  const client = await buildClient(db);
  const { policy, planOf } = await buildPolicyWithPlans(db, client.id, ["LTD", "DENTAL"]);
  const main = await buildLocation(db, client.id, "Main office");
  const branch = await buildLocation(db, client.id, "Branch");
  const other = await buildClient(db);
  const otherLocation = await buildLocation(db, other.id, "Elsewhere");
  const otherContact = await buildContact(db, other.id);
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
