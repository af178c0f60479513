import type { EifPlan } from "@onboard/domain/eif/eif-draft-schemas";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildClient, buildContact, buildPolicyWithPlans } from "../../../test/factories/index";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { auditLog, plans } from "../../db/schema/index";
import { buildEifFixture, EIF_POLICY, requester, sessionsFor, UNKNOWN_ID } from "./eif-resources-test-support";

let t: TestApp;
let send: ReturnType<typeof requester>;
let f: Awaited<ReturnType<typeof buildEifFixture>>;
let callers: Awaited<ReturnType<typeof sessionsFor>>;

beforeAll(async () => {
  t = await buildTestApp();
  send = requester(t);
});
afterAll(() => t.close());

beforeEach(async () => {
  f = await buildEifFixture(t.database.db);
  callers = await sessionsFor(t.database.db, f.client.id);
});

const url = (clientId = f.client.id) => `/api/clients/${clientId}/plans`;
const planRow = async (id: string) => (await t.database.db.select().from(plans).where(eq(plans.id, id)))[0];

describe("PUT /api/clients/:clientId/plans", () => {
  it("writes the answers sent, bumps each plan's version and audits the change, for staff, broker and ben admin", async () => {
    const payee = await buildContact(t.database.db, { clientId: f.client.id });
    let version = 1;
    for (const cookie of [callers.benAdmin, callers.broker, callers.staff]) {
      const response = await send(cookie, "PUT", url(), {
        plans: [
          {
            id: f.ltdPlan.id,
            version,
            claimsCheckPayee: "TPA",
            sendClaimsCheckTo: "PAYEE_CONTACT",
            payeeContactId: payee.id,
            carrierName: `Carrier ${version}`,
          },
          { id: f.dentalPlan.id, version, terminationDate: "2026-12-31" },
        ],
      });
      expect(response.statusCode, response.body).toBe(200);
      const [ltd, dental] = response.json<EifPlan[]>();
      expect(ltd).toMatchObject({
        id: f.ltdPlan.id,
        benefitType: "LTD",
        claimsCheckPayee: "TPA",
        sendClaimsCheckTo: "PAYEE_CONTACT",
        payeeContactId: payee.id,
        carrierName: `Carrier ${version}`,
        version: version + 1,
      });
      expect(dental).toMatchObject({ terminationDate: "2026-12-31", claimsCheckPayee: null, version: version + 1 });
      version++;
    }
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, f.ltdPlan.id), eq(auditLog.action, "plan.update")));
    expect(entries).toHaveLength(3);
    expect(entries.map((e) => e.details)).toContainEqual({
      before: { carrierName: "Carrier 1" },
      after: { carrierName: "Carrier 2" },
    });
  });

  it("answers 412 for the whole request when one version is stale, and writes nothing", async () => {
    await t.database.db.update(plans).set({ version: 4 }).where(eq(plans.id, f.dentalPlan.id));
    const response = await send(callers.staff, "PUT", url(), {
      plans: [
        { id: f.ltdPlan.id, version: 1, carrierName: "Fresh" },
        { id: f.dentalPlan.id, version: 3, carrierName: "Stale" },
      ],
    });
    expect(response.statusCode).toBe(412);
    expect(response.json().code).toBe("PRECONDITION_FAILED");
    expect(await planRow(f.ltdPlan.id)).toMatchObject({ carrierName: null, version: 1 });
  });

  it("refuses a plan that is not the client's, a foreign payee contact and bad values with their paths", async () => {
    const other = await buildPolicyWithPlans(t.database.db, {
      ...EIF_POLICY,
      clientId: f.other.id,
      slfCoverages: ["STD"],
    });
    const foreign = await send(callers.staff, "PUT", url(), {
      plans: [
        { id: f.ltdPlan.id, version: 1 },
        { id: other.planOf("STD").id, version: 1 },
        { id: UNKNOWN_ID, version: 1 },
        { id: f.ltdPlan.id, version: 1 },
      ],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors.map((e: { path: string }) => e.path)).toEqual([
      "body.plans.1.id",
      "body.plans.2.id",
      "body.plans.3.id",
    ]);
    const payee = await send(callers.staff, "PUT", url(), {
      plans: [{ id: f.ltdPlan.id, version: 1, payeeContactId: f.otherContact.id }],
    });
    expect(payee.statusCode).toBe(400);
    expect(payee.json().errors).toEqual([
      { path: "body.plans.0.payeeContactId", message: "Please choose one of the client's contacts" },
    ]);
    const bad = await send(callers.staff, "PUT", url(), {
      plans: [{ id: f.ltdPlan.id, version: 1, pfmlEmployerContributionPercent: 120, claimsCheckPayee: "NOBODY" }],
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(["body.plans.0.claimsCheckPayee", "body.plans.0.pfmlEmployerContributionPercent"]);
    for (const terminationDate of ["0000-01-01", "2026-02-30", "12/31/2026"]) {
      const date = await send(callers.staff, "PUT", url(), {
        plans: [{ id: f.ltdPlan.id, version: 1, terminationDate }],
      });
      expect(date.statusCode, terminationDate).toBe(400);
      expect(date.json().errors[0].path).toBe("body.plans.0.terminationDate");
    }
    expect(await planRow(f.ltdPlan.id)).toMatchObject({ version: 1, payeeContactId: null });
  });

  it("refuses claims answers on a plan whose coverage is not paid by claims check", async () => {
    const response = await send(callers.broker, "PUT", url(), {
      plans: [
        { id: f.ltdPlan.id, version: 1, claimsCheckPayee: "EMPLOYEE" },
        { id: f.dentalPlan.id, version: 1, claimsCheckPayee: "EMPLOYER", sendClaimsCheckTo: null },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: "body.plans.1.claimsCheckPayee", message: "Claims checks are not paid for this coverage" },
      { path: "body.plans.1.sendClaimsCheckTo", message: "Claims checks are not paid for this coverage" },
    ]);
    expect(await planRow(f.ltdPlan.id)).toMatchObject({ claimsCheckPayee: null, version: 1 });
  });

  it("refuses claims answers where the claims-payment sub-step does not apply (a dental-only client)", async () => {
    const dentalOnly = await buildClient(t.database.db);
    const { planOf } = await buildPolicyWithPlans(t.database.db, {
      ...EIF_POLICY,
      clientId: dentalOnly.id,
      slfCoverages: ["DENTAL"],
    });
    const staff = (await sessionsFor(t.database.db, dentalOnly.id)).staff;
    const refused = await send(staff, "PUT", url(dentalOnly.id), {
      plans: [{ id: planOf("DENTAL").id, version: 1, claimsCheckPayee: "EMPLOYEE" }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { path: "body.plans.0.claimsCheckPayee", message: "This question does not apply to this client" },
    ]);
    const allowed = await send(staff, "PUT", url(dentalOnly.id), {
      plans: [{ id: planOf("DENTAL").id, version: 1, carrierName: "Prior Dental Co" }],
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
  });

  it("refuses another tenant's client (403)", async () => {
    const response = await send(callers.benAdmin, "PUT", url(f.other.id), {
      plans: [{ id: UNKNOWN_ID, version: 1 }],
    });
    expect(response.statusCode).toBe(403);
  });
});
