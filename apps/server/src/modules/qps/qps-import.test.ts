/**
 * The case as QPS holds it and bringing its values into the portal (issue 17): the field-by-field difference, and an
 * import that writes change records pending review (declining one puts the portal's value back), never a silent
 * overwrite.
 */
import type { ClientFromQps } from "@onboard/domain/qps/qps-api";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { changeRecords, employeeClasses, plans, policies } from "../../db/schema/index";
import { buildPushableClient, qpsCaller, type Send, waitForEnd } from "./qps-test-support";

let t: TestApp;
let staff: Send;

beforeAll(async () => {
  t = await buildTestApp();
  staff = (await qpsCaller(t, "SLF_OWNER")).send;
});
afterAll(async () => {
  await t.close();
});

async function pushed() {
  const world = await buildPushableClient(t);
  await staff("POST", `/api/clients/${world.client.id}/qps/async-push`);
  expect((await waitForEnd(staff, world.client.id)).status).toBe("COMPLETED");
  return world;
}

describe("GET .../client-from-qps", () => {
  it("says QPS has no case before the first push", async () => {
    const world = await buildPushableClient(t);
    const answer = await staff("GET", `/api/clients/${world.client.id}/client-from-qps`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json<ClientFromQps>()).toEqual({
      clientId: world.client.id,
      caseId: world.client.caseId,
      qpsCase: null,
      differences: [],
    });
  });

  it("shows the case after a push, with no difference, then each portal edit as a difference", async () => {
    const world = await pushed();
    const same = (await staff("GET", `/api/clients/${world.client.id}/client-from-qps`)).json<ClientFromQps>();
    expect(same.qpsCase?.updates).toHaveLength(1);
    expect(same.differences).toEqual([]);

    const planId = world.plans[0]?.id ?? "";
    await t.database.db.update(plans).set({ name: "Basic Life Plus" }).where(eq(plans.id, planId));
    const after = (await staff("GET", `/api/clients/${world.client.id}/client-from-qps`)).json<ClientFromQps>();
    expect(after.differences).toEqual([
      {
        record: "plan",
        recordKey: planId,
        attribute: "name",
        portal: "Basic Life Plus",
        qps: "Basic Life",
        importable: true,
      },
    ]);
  });
});

describe("POST .../import-from-qps", () => {
  it("is 409 while QPS has no case for the client", async () => {
    const world = await buildPushableClient(t);
    const answer = await staff("POST", `/api/clients/${world.client.id}/import-from-qps`);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe("QPS has no case for this client yet: push the plan design first");
  });

  it("brings QPS's values in as pending change records with the portal's values before", async () => {
    const world = await pushed();
    const db = t.database.db;
    const [policy] = world.policies;
    const [plan] = world.plans;
    const [fullTime] = world.classes;
    // The portal moves on after the push: QPS still holds the pushed values.
    await db
      .update(policies)
      .set({ policyEffective: "2027-03-01" })
      .where(eq(policies.id, policy?.id ?? ""));
    await db
      .update(plans)
      .set({ maximumBenefitAmount: 90_000 })
      .where(eq(plans.id, plan?.id ?? ""));
    await db
      .update(employeeClasses)
      .set({ minimumHoursPerWeek: 35 })
      .where(eq(employeeClasses.id, fullTime?.id ?? ""));

    const answer = await staff("POST", `/api/clients/${world.client.id}/import-from-qps`);
    expect(answer.statusCode).toBe(200);
    const result = answer.json<{ changeRecordIds: string[]; imported: { attribute: string }[] }>();
    expect(result.imported.map((d) => d.attribute).sort()).toEqual([
      "maximumBenefitAmount",
      "minimumHoursPerWeek",
      "policyEffective",
    ]);
    expect(result.changeRecordIds).toHaveLength(3);

    const [policyAfter] = await db
      .select()
      .from(policies)
      .where(eq(policies.id, policy?.id ?? ""));
    expect(policyAfter?.policyEffective).toBe("2027-01-01");
    const records = await db
      .select()
      .from(changeRecords)
      .where(and(eq(changeRecords.clientId, world.client.id), eq(changeRecords.status, "pending")));
    expect(records.map((r) => [r.entity, r.attributeKey, r.previousValue, r.value]).sort()).toEqual(
      [
        ["employeeClass", "minimumHoursPerWeek", 35, 30],
        ["plan", "maximumBenefitAmount", 90_000, 150_000],
        ["policy", "policyEffective", "2027-03-01", "2027-01-01"],
      ].sort(),
    );

    // Nothing differs any more: a second import changes nothing.
    const again = (await staff("POST", `/api/clients/${world.client.id}/import-from-qps`)).json();
    expect(again).toEqual({ changeRecordIds: [], imported: [] });
  });
});
