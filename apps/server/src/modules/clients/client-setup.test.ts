import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildClient, buildUser } from "../../../test/factories/index";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { auditLog, clientSetups, clients, emails, userClients } from "../../db/schema/index";
import { type Caller, callerFor } from "./clients-test-support";

let t: TestApp;
let admin: Caller;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await callerFor(t, "SLF_OWNER");
});
afterAll(() => t.close());

const step = (clientId: string, stepId: string, body: object = {}) =>
  admin.request("POST", `/api/clients/${clientId}/setup-steps/${stepId}`, body);

describe("GET /api/clients/:clientId/setup", () => {
  it("lists the eleven steps in order, none done, on a new client", async () => {
    const client = await buildClient(t.database.db);
    const response = await admin.request("GET", `/api/clients/${client.id}/setup`);
    expect(response.statusCode).toBe(200);
    const setup = response.json();
    expect(setup.steps).toHaveLength(11);
    expect(setup.steps[0]).toEqual({ step: "merge-instances", completedAt: null, completedBy: null, details: {} });
    expect(setup).toMatchObject({ completedSetup: false, canConfirm: false, broker: null, benAdmin: null });
  });
});

describe("POST /api/clients/:clientId/setup-steps/:stepId", () => {
  it("runs the workflow: add a broker, welcome, confirm; each step records who and when", async () => {
    const client = await buildClient(t.database.db, { name: "Echo Energy" });
    const broker = await buildUser(t.database.db, { role: "BROKER" });

    expect((await step(client.id, "welcome-email")).statusCode).toBe(409);
    const confirmTooEarly = await step(client.id, "confirm-setup");
    expect(confirmTooEarly.statusCode).toBe(409);
    expect(confirmTooEarly.json().message).toBe(
      "Add a broker or a ben admin and send the welcome email before confirming the setup",
    );

    const added = await step(client.id, "add-broker", { userId: broker.id });
    expect(added.statusCode).toBe(200);
    const addStep = added.json().setup.steps.find((s: { step: string }) => s.step === "add-broker");
    expect(addStep).toMatchObject({
      completedBy: { id: admin.user.id, name: admin.user.name },
      details: { userId: broker.id },
    });
    expect(added.json().setup.broker).toEqual({ id: broker.id, name: broker.name, email: broker.email });
    expect(added.json().setup.linkedUsers).toEqual([
      { id: broker.id, name: broker.name, email: broker.email, role: "BROKER", isActivated: false },
    ]);
    const links = await t.database.db.select().from(userClients).where(eq(userClients.clientId, client.id));
    expect(links.map((l) => l.userId)).toEqual([broker.id]);

    const welcomed = await step(client.id, "welcome-email");
    expect(welcomed.statusCode).toBe(200);
    const [emailId] = welcomed.json().emailIds;
    const [mail] = await t.database.db.select().from(emails).where(eq(emails.id, emailId));
    expect(mail).toMatchObject({ template: "client-welcome", to: [broker.email], clientId: client.id });
    expect(mail?.subject).toBe("Welcome to Sun Life Onboard: Echo Energy");
    expect(welcomed.json().setup.canConfirm).toBe(true);

    const confirmed = await step(client.id, "confirm-setup");
    expect(confirmed.json().setup.completedSetup).toBe(true);
    const [row] = await t.database.db.select().from(clients).where(eq(clients.id, client.id));
    expect(row?.completedSetup).toBe(true);
    const [link] = await t.database.db
      .select()
      .from(userClients)
      .where(and(eq(userClients.clientId, client.id), eq(userClients.userId, broker.id)));
    expect(link?.completedSetupAt).toBeInstanceOf(Date);

    const actions = await t.database.db.select().from(auditLog).where(eq(auditLog.clientId, client.id));
    expect(actions.filter((a) => a.action === "client.setup-step").map((a) => a.entityId)).toEqual([
      "add-broker",
      "welcome-email",
      "confirm-setup",
    ]);
  });

  it("refuses a user of the wrong role for add ben admin", async () => {
    const client = await buildClient(t.database.db);
    const broker = await buildUser(t.database.db, { role: "BROKER" });
    const response = await step(client.id, "add-ben-admin", { userId: broker.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ path: "body.userId", message: "The user does not exist" }]);
  });

  it("stores the e-signature envelope and both company informations", async () => {
    const client = await buildClient(t.database.db);
    await step(client.id, "e-signature", {
      templateIds: ["tpl-1"],
      signerName: "Ana Ruiz",
      signerEmail: "ana@example.com",
    });
    await step(client.id, "configure-company", { companyInfo: { legalName: "Foxtrot LLC", taxId: "12-3456789" } });
    const imported = await step(client.id, "import-company-info", { companyInfo: { legalName: "Foxtrot L.L.C." } });
    const setup = imported.json().setup;
    expect(setup.eSignatureEnvelope).toEqual({
      templateIds: ["tpl-1"],
      signerName: "Ana Ruiz",
      signerEmail: "ana@example.com",
      envelopeId: null,
    });
    expect(setup.configCompanyInfo).toMatchObject({ data: { legalName: "Foxtrot LLC", taxId: "12-3456789" } });
    expect(setup.configCompanyInfo.markedAsCompleteAt).toEqual(expect.any(String));
    expect(setup.importCompanyInfo.data).toEqual({ legalName: "Foxtrot L.L.C." });
    const [row] = await t.database.db.select().from(clientSetups).where(eq(clientSetups.clientId, client.id));
    expect(row?.version).toBeGreaterThan(1);
  });

  it("records the details of census template, resources and update tracker, and redoing a step replaces them", async () => {
    const client = await buildClient(t.database.db);
    await step(client.id, "census-template", { templateName: "Standard census" });
    await step(client.id, "resources", { note: "Enrollment guide" });
    await step(client.id, "update-tracker", { ticketId: "ONB-1" });
    const again = await step(client.id, "update-tracker", { ticketId: "ONB-2", note: "moved" });
    const details = Object.fromEntries(
      again.json().setup.steps.map((s: { step: string; details: unknown }) => [s.step, s.details]),
    );
    expect(details["census-template"]).toEqual({ templateName: "Standard census" });
    expect(details.resources).toEqual({ note: "Enrollment guide" });
    expect(details["update-tracker"]).toEqual({ ticketId: "ONB-2", note: "moved" });
  });

  it("merges instances: links the base client, with the base client checks", async () => {
    const base = await buildClient(t.database.db, { name: "Golf Base" });
    const client = await buildClient(t.database.db, { implementationType: "ADD_COVERAGE" });
    expect((await step(client.id, "merge-instances", { baseClientId: client.id })).json().errors[0].message).toBe(
      "A client cannot be its own base client",
    );
    const merged = await step(client.id, "merge-instances", { baseClientId: base.id });
    expect(merged.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(clients).where(eq(clients.id, client.id));
    expect(row?.baseClientId).toBe(base.id);
  });

  it("validates the body of the step named in the path, and refuses unknown steps", async () => {
    const client = await buildClient(t.database.db);
    const response = await step(client.id, "census-template", {});
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].path).toBe("body.templateName");
    expect((await step(client.id, "make-coffee")).statusCode).toBe(400);
  });

  it("is refused to the client's own broker", async () => {
    const client = await buildClient(t.database.db);
    const broker = await callerFor(t, "BROKER", [client.id]);
    const response = await broker.request("POST", `/api/clients/${client.id}/setup-steps/resources`, { note: "x" });
    expect(response.statusCode).toBe(403);
  });
});
