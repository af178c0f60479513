import type { TriggerSummary } from "@onboard/domain/emails/owner-trigger-schemas";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildClient, buildPolicy, buildUser } from "../../../test/factories/index";
import { createSessionFor } from "../../../test/sessions";
import { buildTestApp, csrfHeaders, type TestApp } from "../../../test/test-app";
import { clientErrors, clients, emails, policies, policyTasks, tasks } from "../../db/schema/index";
import { isoDay } from "./trigger-deps";

let t: TestApp;
let ownerCookie: string;
const db = () => t.database.db;

beforeAll(async () => {
  t = await buildTestApp();
  ownerCookie = (await createSessionFor(db(), { role: "SLF_OWNER" })).cookie;
});
afterAll(() => t.close());

async function call(method: "POST" | "PUT" | "GET", path: string, body?: object, cookie = ownerCookie) {
  const csrf = await csrfHeaders(t.app);
  return t.app.inject({
    method,
    url: `/api/admin/${path}`,
    headers: { "x-csrf-token": csrf["x-csrf-token"] ?? "", cookie: `${cookie}; ${csrf.cookie}` },
    ...(body && { payload: body }),
  });
}

async function trigger(path: string): Promise<TriggerSummary> {
  const response = await call("POST", path);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TriggerSummary>();
}

/** A client with one broker; returns both. */
async function clientWithBroker(overrides: Partial<typeof clients.$inferInsert> = {}) {
  const client = await buildClient(db(), overrides);
  const broker = await buildUser(db(), { role: "BROKER", clientIds: [client.id] });
  return { client, broker };
}

async function mailTo(address: string) {
  return db().select().from(emails).where(sql`${address} = any(${emails.to})`);
}

describe("the owner-only triggers", () => {
  it("refuse SLF_ADMIN", async () => {
    const admin = await createSessionFor(db(), { role: "SLF_ADMIN" });
    expect((await call("POST", "post-onboarding-survey", undefined, admin.cookie)).statusCode).toBe(403);
    expect((await call("PUT", "phase-change-status-flag", { enabled: true }, admin.cookie)).statusCode).toBe(403);
  });

  it("survey: e-mails users of LIVE clients once", async () => {
    const live = await clientWithBroker({ releaseStatus: "LIVE", name: "Live Co" });
    const notLive = await clientWithBroker();
    const first = await trigger("post-onboarding-survey");
    const mail = await mailTo(live.broker.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ template: "post-onboarding-survey", clientId: live.client.id, status: "QUEUED" });
    expect(mail[0]?.subject).toBe("How was onboarding Live Co with Sun Life?");
    expect(first.emailIds).toContain(mail[0]?.id);
    expect(await mailTo(notLive.broker.email)).toHaveLength(0);
    expect((await trigger("post-onboarding-survey")).count).toBe(0);
  });

  it("phase change: nothing while the flag is off; then once per new phase", async () => {
    const { client, broker } = await clientWithBroker({ phaseId: "PLAN_APPROVAL" });
    expect((await call("GET", "phase-change-status-flag")).json()).toEqual({ enabled: false });
    expect(await trigger("phase-change-emails")).toMatchObject({ count: 0 });
    const put = await call("PUT", "phase-change-status-flag", { enabled: true });
    expect([put.statusCode, put.json()]).toEqual([200, { enabled: true }]);
    expect((await call("GET", "phase-change-status-flag")).json()).toEqual({ enabled: true });
    await trigger("phase-change-emails");
    expect((await mailTo(broker.email)).map((m) => m.template)).toEqual(["phase-change"]);
    await trigger("phase-change-emails");
    expect(await mailTo(broker.email)).toHaveLength(1);
    await db().update(clients).set({ phaseId: "CONTRACTS_AND_BILLING" }).where(eq(clients.id, client.id));
    await trigger("phase-change-emails");
    expect(await mailTo(broker.email)).toHaveLength(2);
    await call("PUT", "phase-change-status-flag", { enabled: false });
  });

  it("risk acceptance: users of clients with an open Pending Risk Rejection error", async () => {
    const open = await clientWithBroker();
    const resolved = await clientWithBroker();
    await db()
      .insert(clientErrors)
      .values([
        { clientId: open.client.id, type: "Pending Risk Rejection", note: "Census incomplete" },
        { clientId: resolved.client.id, type: "Pending Risk Rejection", resolvedAt: new Date() },
      ]);
    await trigger("risk-acceptance-emails");
    const [mail] = await mailTo(open.broker.email);
    expect(mail?.text).toContain("Census incomplete");
    expect(await mailTo(resolved.broker.email)).toHaveLength(0);
  });

  it("upcoming dates: lists open tasks due within 5 days", async () => {
    const { client, broker } = await clientWithBroker();
    const now = new Date();
    const policy = await buildPolicy(db(), { clientId: client.id, policyNumber: "P-UP-1" });
    await db()
      .insert(tasks)
      .values([
        { clientId: client.id, taskId: "kickoff-call", dueDate: isoDay(now, 2) },
        { clientId: client.id, taskId: "company-profile", dueDate: isoDay(now, 1), status: "DONE" },
        { clientId: client.id, taskId: "onboarding-forms", dueDate: isoDay(now, 10) },
      ]);
    await db()
      .insert(policyTasks)
      .values({
        clientId: client.id,
        policyId: policy.id,
        taskId: "enrollment-elections",
        dueDate: isoDay(now),
      });
    await trigger("upcoming-dates-emails");
    const [mail] = await mailTo(broker.email);
    expect(mail?.subject).toContain("2 task(s) due in the next 5 days");
    expect(mail?.text).toContain("Kickoff call");
    expect(mail?.text).toContain("Enrollment elections census (policy P-UP-1)");
    expect(mail?.text).not.toContain("Company profile");
    expect(mail?.text).not.toContain("Onboarding forms");
    expect((await trigger("upcoming-dates-emails")).emailIds).not.toContain(mail?.id);
  });

  it("actively at work: policies taking effect within 30 days", async () => {
    const soon = await clientWithBroker();
    const later = await clientWithBroker();
    await buildPolicy(db(), {
      clientId: soon.client.id,
      policyNumber: "P-AAW-1",
      policyEffective: isoDay(new Date(), 10),
    });
    await buildPolicy(db(), {
      clientId: later.client.id,
      policyNumber: "P-AAW-2",
      policyEffective: isoDay(new Date(), 60),
    });
    await trigger("actively-at-work-reminders");
    expect((await mailTo(soon.broker.email)).map((m) => m.subject)).toEqual([
      expect.stringContaining("policy P-AAW-1"),
    ]);
    expect(await mailTo(later.broker.email)).toHaveLength(0);
  });

  it("dental: users of clients with a dental coverage", async () => {
    const dental = await clientWithBroker();
    const none = await clientWithBroker();
    await buildPolicy(db(), { clientId: dental.client.id, policyNumber: "P-D-1", slfCoverages: ["DENTAL", "STD"] });
    await buildPolicy(db(), { clientId: none.client.id, policyNumber: "P-D-2", slfCoverages: ["STD"] });
    await trigger("dental-emails");
    expect((await mailTo(dental.broker.email)).map((m) => m.template)).toEqual(["dental"]);
    expect(await mailTo(none.broker.email)).toHaveLength(0);
  });

  it("resend rejected: queues every FAILED e-mail again", async () => {
    const stored = await t.app.mailer.sendEmail(db(), {
      to: ["rejected@example.com"],
      template: "dental",
      language: "en",
      data: { name: "R", clientName: "C", link: "https://portal.example/" },
    });
    await db().update(emails).set({ status: "FAILED", attempts: 9 }).where(eq(emails.id, stored.id));
    const summary = await trigger("resend-rejected-emails");
    expect(summary.emailIds).toContain(stored.id);
    const [row] = await db().select().from(emails).where(eq(emails.id, stored.id));
    expect(row?.status).toBe("QUEUED");
  });

  it("purge QA data: deletes test clients and what hangs off them, nothing else", async () => {
    const qa = await clientWithBroker({ isTest: true });
    const real = await clientWithBroker();
    await buildPolicy(db(), { clientId: qa.client.id, policyNumber: "P-QA" });
    await db().insert(tasks).values({ clientId: qa.client.id, taskId: "kickoff-call" });
    await t.app.mailer.sendEmail(db(), {
      to: [qa.broker.email],
      template: "dental",
      language: "en",
      clientId: qa.client.id,
      data: { name: "Q", clientName: "QA", link: "https://portal.example/" },
    });
    const summary = await trigger("purge-qa-data");
    expect(summary.count).toBeGreaterThanOrEqual(1);
    const left = await db()
      .select({ id: clients.id })
      .from(clients)
      .where(inArray(clients.id, [qa.client.id, real.client.id]));
    expect(left.map((c) => c.id)).toEqual([real.client.id]);
    expect(await db().select().from(policies).where(eq(policies.clientId, qa.client.id))).toHaveLength(0);
    expect(await mailTo(qa.broker.email)).toHaveLength(0);
  });

  it("activity e-mails: staff get the last 24 hours of the audit trail, once a day", async () => {
    const staff = await buildUser(db(), { role: "SLF_ADMIN" });
    await trigger("activity-emails");
    const [mail] = await mailTo(staff.email);
    expect(mail?.template).toBe("activity-summary");
    expect(mail?.text).toContain("owner.post-onboarding-survey: ");
    expect((await trigger("activity-emails")).emailIds).not.toContain(mail?.id);
  });

  it("carrier records: creates the missing tasks and policy tasks, once", async () => {
    const { client } = await clientWithBroker();
    await buildPolicy(db(), { clientId: client.id, policyNumber: "P-CR", slfCoverages: ["DENTAL"] });
    const first = await trigger("carrier-records");
    expect(first.count).toBeGreaterThanOrEqual(12);
    expect(await db().select().from(tasks).where(eq(tasks.clientId, client.id))).toHaveLength(8);
    const created = await db().select().from(policyTasks).where(eq(policyTasks.clientId, client.id));
    expect(created.map((p) => p.taskId).sort()).toEqual([
      "deductible-maximum-report",
      "dental-rollover",
      "enrollment-elections",
      "prior-carrier-bills",
    ]);
    expect((await trigger("carrier-records")).count).toBe(0);
  });
});
