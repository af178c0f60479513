import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildClient, buildContact, buildPlan, buildPolicy, buildUser } from "../../../test/factories/index";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { changeRecords, clientErrors, clients, contacts, emails, plans, users } from "../../db/schema/index";
import { type Caller, callerFor } from "./clients-test-support";

let t: TestApp;
let admin: Caller;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await callerFor(t, "SLF_ADMIN");
});
afterAll(() => t.close());

const db = () => t.database.db;

describe("PUT /api/clients/:clientId/sync", () => {
  it("takes the primary policy's phase and resolves the errors of finished policies", async () => {
    const client = await buildClient(db(), { phaseId: "WELCOME" });
    const done = await buildPolicy(db(), { clientId: client.id, policyNumber: "P-1", phaseId: "ONBOARDING_COMPLETE" });
    const primary = await buildPolicy(db(), {
      clientId: client.id,
      policyNumber: "P-2",
      phaseId: "PLAN_APPROVAL",
      primaryPolicy: true,
    });
    await db()
      .insert(clientErrors)
      .values([
        { clientId: client.id, policyId: done.id, type: "Prior Carrier Bill Missing" },
        { clientId: client.id, policyId: primary.id, type: "Awaiting Census" },
      ]);
    const response = await admin.request("PUT", `/api/clients/${client.id}/sync`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ phaseId: "PLAN_APPROVAL", errorTypes: ["Awaiting Census"], version: 2 });
  });
});

describe("GET /api/clients/ticket/:ticketId/info", () => {
  it("names the client that carries the ticket, whatever its case, or null", async () => {
    const client = await buildClient(db(), { ticketId: "ONB-4242" });
    const found = await admin.request("GET", "/api/clients/ticket/onb-4242/info");
    expect(found.json()).toEqual({
      client: { id: client.id, name: client.name, caseId: client.caseId, isArchived: false },
    });
    expect((await admin.request("GET", "/api/clients/ticket/ONB-0000/info")).json()).toEqual({ client: null });
  });
});

describe("POST /api/clients/:clientId/base-client and plan-configuration", () => {
  it("links an Add Coverage client, then copies the base client's plans it lacks", async () => {
    const base = await buildClient(db());
    const client = await buildClient(db(), { implementationType: "ADD_COVERAGE" });
    const policy = await buildPolicy(db(), { clientId: client.id, policyNumber: "AC-1", slfCoverages: ["DENTAL"] });
    await buildPlan(db(), { clientId: base.id, benefitType: "DENTAL", name: "Dental High" });
    await buildPlan(db(), { clientId: base.id, benefitType: "VISION", name: "Vision Base" });
    await buildPlan(db(), { clientId: client.id, benefitType: "VISION", name: "Own vision" });

    const noBase = await admin.request("POST", `/api/clients/${client.id}/plan-configuration`);
    expect(noBase.statusCode).toBe(409);

    const linked = await admin.request("POST", `/api/clients/${client.id}/base-client`, { baseClientId: base.id });
    expect(linked.json()).toMatchObject({ baseClientId: base.id, baseClient: { id: base.id, name: base.name } });

    const copied = await admin.request("POST", `/api/clients/${client.id}/plan-configuration`);
    expect(copied.statusCode).toBe(200);
    expect(copied.json()).toMatchObject({ skippedBenefitTypes: ["VISION"] });
    const own = await db().select().from(plans).where(eq(plans.clientId, client.id));
    expect(own.map((p) => [p.benefitType, p.name, p.policyId]).sort()).toEqual([
      ["DENTAL", "Dental High", policy.id],
      ["VISION", "Own vision", null],
    ]);

    const unlinked = await admin.request("POST", `/api/clients/${client.id}/base-client`, { baseClientId: null });
    expect(unlinked.json().baseClientId).toBeNull();
  });

  it("refuses a base client for a new implementation", async () => {
    const base = await buildClient(db());
    const client = await buildClient(db());
    const response = await admin.request("POST", `/api/clients/${client.id}/base-client`, { baseClientId: base.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Only an Add Coverage client can have a base client");
  });
});

describe("POST /api/clients/:clientId/undo-ic-edits", () => {
  it("puts back what staff changed, keeps the client's own edits, and stamps who undid them", async () => {
    const client = await buildClient(db(), { employeesNumber: 80, eifSignedAt: new Date(Date.now() - 60_000) });
    const consultant = await buildUser(db(), { role: "SLF_ADMIN" });
    const benAdmin = await buildUser(db(), { role: "BEN_ADMIN", clientIds: [client.id] });
    const contact = await buildContact(db(), {
      clientId: client.id,
      firstName: "Ivy",
      lastName: "Lane",
      email: "ivy@new.example",
    });
    await db()
      .insert(changeRecords)
      .values([
        {
          clientId: client.id,
          entity: "client",
          entityId: client.id,
          attributeKey: "employeesNumber",
          value: 90,
          previousValue: 50,
          createdByUserId: consultant.id,
          createdAt: new Date(Date.now() - 2000),
        },
        {
          clientId: client.id,
          entity: "client",
          entityId: client.id,
          attributeKey: "employeesNumber",
          value: 80,
          previousValue: 90,
          createdByUserId: consultant.id,
        },
        {
          clientId: client.id,
          entity: "contact",
          entityId: contact.id,
          attributeKey: "email",
          value: "ivy@new.example",
          previousValue: "ivy@old.example",
          createdByUserId: consultant.id,
        },
        {
          clientId: client.id,
          entity: "client",
          entityId: client.id,
          attributeKey: "taxId",
          value: "1",
          previousValue: null,
          createdByUserId: benAdmin.id,
        },
      ]);
    const response = await admin.request("POST", `/api/clients/${client.id}/undo-ic-edits`);
    expect(response.statusCode).toBe(200);
    expect(response.json().undoneCount).toBe(3);
    const [row] = await db().select().from(clients).where(eq(clients.id, client.id));
    expect(row).toMatchObject({ employeesNumber: 50, changesUndoneByUserId: admin.user.id });
    const [restored] = await db().select().from(contacts).where(eq(contacts.id, contact.id));
    expect(restored?.email).toBe("ivy@old.example");
    const left = await db().select().from(changeRecords).where(eq(changeRecords.clientId, client.id));
    expect(left.map((c) => c.createdByUserId)).toEqual([benAdmin.id]);
  });
});

describe("POST /api/clients/:clientId/activation-emails", () => {
  it("e-mails an activation link to each linked user who never set a password", async () => {
    const client = await buildClient(db());
    const fresh = await buildUser(db(), { role: "BROKER", clientIds: [client.id] });
    const active = await buildUser(db(), { role: "BEN_ADMIN", clientIds: [client.id] });
    await db().update(users).set({ passwordHash: "x", passwordSetAt: new Date() }).where(eq(users.id, active.id));
    const response = await admin.request("POST", `/api/clients/${client.id}/activation-emails?language=es`);
    expect(response.statusCode).toBe(200);
    const { emailIds } = response.json();
    expect(emailIds).toHaveLength(1);
    const [mail] = await db().select().from(emails).where(eq(emails.id, emailIds[0]));
    expect(mail).toMatchObject({ template: "activation", to: [fresh.email], language: "es", clientId: client.id });
    expect(mail?.text).toContain("/activate?token=");
  });
});

describe("the audit trail", () => {
  it("pages the client's entries, newest first, and exports them as CSV that no spreadsheet runs", async () => {
    const client = await buildClient(db(), { caseId: "AUD/7" });
    await admin.request("PUT", `/api/clients/${client.id}`, { name: '=HYPERLINK("http://evil")' }, { "if-match": "1" });
    await admin.request("PUT", `/api/clients/${client.id}`, { employeesNumber: 12 }, { "if-match": "2" });

    const page = await admin.request("GET", `/api/clients/${client.id}/audit-log?limit=1&offset=0`);
    expect(page.json()).toMatchObject({
      count: 2,
      data: [
        {
          action: "client.update",
          actor: { id: admin.user.id, name: admin.user.name },
          after: { employeesNumber: 12 },
        },
      ],
    });
    expect((await admin.request("GET", `/api/clients/${client.id}/audit-log?limit=0`)).statusCode).toBe(400);

    const csv = await admin.request("GET", `/api/clients/${client.id}/audit-log/export`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toBe('attachment; filename="audit-AUD_7.csv"');
    const lines = csv.body.trimEnd().split("\r\n");
    expect(lines[0]).toBe('"Occurred at","Actor","Action","Entity","Entity ID","Before","After"');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toContain('"{""name"":""=HYPERLINK(\\""http://evil\\"")""}"');
  });

  it("neutralises a cell that a spreadsheet would run as a formula", async () => {
    const client = await buildClient(db());
    const sneaky = await callerFor(t, "SLF_ADMIN");
    await db().update(users).set({ name: "=cmd|' /C calc'!A0" }).where(eq(users.id, sneaky.user.id));
    await sneaky.request("POST", `/api/clients/${client.id}/undo-ic-edits`);
    const csv = await admin.request("GET", `/api/clients/${client.id}/audit-log/export`);
    const [, line] = csv.body.split("\r\n");
    expect(line).toContain(`,"'=cmd|' /C calc'!A0","client.undo-ic-edits",`);
  });

  it("quotes a cell that starts with a formula character", async () => {
    const { csvCell } = await import("./audit-csv");
    expect(csvCell("=1+1")).toBe('"\'=1+1"');
    expect(csvCell("@cmd")).toBe('"\'@cmd"');
    expect(csvCell('say "hi", ok')).toBe('"say ""hi"", ok"');
  });
});
