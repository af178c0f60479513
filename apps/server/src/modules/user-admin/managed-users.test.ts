import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildClient, buildUser } from "../../../test/factories/index";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { onboardingForms, signingRecipients, userClients, users } from "../../db/schema/index";
import { outboxFor } from "../account-tokens/account-tokens-test-support";
import { auditEntries, callerFor } from "./user-admin-test-support";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const staff = (role: "SLF_OWNER" | "SLF_ADMIN" = "SLF_ADMIN") => callerFor(t.app, db(), role);
let sequence = 0;
const freshEmail = () => `user-${Date.now()}-${++sequence}@example.test`;

describe("POST /api/users/broker", () => {
  it("creates the broker, links the clients and, with sendWelcomeEmail, stores the activation e-mail", async () => {
    const admin = await staff();
    const client = await buildClient(db());
    const email = freshEmail();
    const response = await admin.post("/api/users/broker", {
      name: "Nora Broker",
      email,
      companyName: "Brokerage Inc",
      sendWelcomeEmail: true,
      clientIds: [client.id],
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({ name: "Nora Broker", email, role: "BROKER", isActivated: false });
    expect(created.clientIds).toEqual([client.id]);
    expect(created.emailIds).toHaveLength(1);
    expect(created.welcomeEmailSentAt).not.toBeNull();

    const [mail] = await outboxFor(db(), email);
    expect(mail?.id).toBe(created.emailIds[0]);
    expect(mail?.template).toBe("activation");
    expect(mail?.text).toContain("/activate?token=");
    const audit = await auditEntries(db(), created.id);
    expect(audit.map((entry) => entry.action).sort()).toEqual(["broker.assign", "user.create"]);
    expect(audit.find((entry) => entry.action === "broker.assign")?.clientId).toBe(client.id);
  });

  it("sends nothing without sendWelcomeEmail", async () => {
    const email = freshEmail();
    const response = await (await staff()).post("/api/users/broker", { name: "Quiet", email, sendWelcomeEmail: false });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ emailIds: [], welcomeEmailSentAt: null });
    expect(await outboxFor(db(), email)).toEqual([]);
  });

  it("answers 409 for an e-mail another user has, whatever its case", async () => {
    const admin = await staff();
    const existing = await buildUser(db(), { role: "BEN_ADMIN" });
    const response = await admin.post("/api/users/broker", {
      name: "Copy",
      email: existing.email.toUpperCase(),
      sendWelcomeEmail: false,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: "EMAIL_TAKEN",
      message: "A user with this email already exists.",
      errors: [{ path: "body.email" }],
    });
  });

  it("refuses a body without a name or with a bad e-mail, naming the fields", async () => {
    const response = await (await staff()).post("/api/users/broker", { email: "nope", sendWelcomeEmail: false });
    expect(response.statusCode).toBe(400);
    const paths = response.json().errors.map((error: { path: string }) => error.path);
    expect(paths).toEqual(expect.arrayContaining(["body.name", "body.email"]));
  });

  it("answers 404 for an unknown client", async () => {
    const response = await (await staff()).post("/api/users/broker", {
      name: "Lost",
      email: freshEmail(),
      sendWelcomeEmail: false,
      clientIds: ["00000000-0000-4000-8000-000000000000"],
    });
    expect(response.statusCode).toBe(404);
  });
});

describe("internal users", () => {
  it("lets SLF_OWNER alone create them, as SLF_ADMIN unless the body names SLF_OWNER", async () => {
    const body = { name: "New Admin", email: freshEmail(), sendWelcomeEmail: false };
    expect((await (await staff("SLF_ADMIN")).post("/api/users/internal", body)).statusCode).toBe(403);
    const owner = await staff("SLF_OWNER");
    const created = await owner.post("/api/users/internal", body);
    expect(created.json()).toMatchObject({ role: "SLF_ADMIN" });
    const wrong = await owner.post("/api/users/internal", { ...body, email: freshEmail(), role: "BROKER" });
    expect(wrong.statusCode).toBe(400);
  });

  it("lets the owner promote an admin but not change their own role", async () => {
    const owner = await staff("SLF_OWNER");
    const admin = await buildUser(db(), { role: "SLF_ADMIN" });
    const promoted = await owner.put(`/api/users/internal/${admin.id}`, { role: "SLF_OWNER" });
    expect(promoted.json()).toMatchObject({ role: "SLF_OWNER" });
    const self = await owner.put(`/api/users/internal/${owner.user.id}`, { role: "SLF_ADMIN" });
    expect(self.statusCode).toBe(409);
  });
});

describe("PUT /api/users/broker/:userId", () => {
  it("moves the user's pending signing recipients with an e-mail change and answers the old e-mail", async () => {
    const client = await buildClient(db());
    const broker = await buildUser(db(), { role: "BROKER", clientIds: [client.id] });
    const [form] = await db().insert(onboardingForms).values({ clientId: client.id, name: "Form" }).returning();
    if (!form) throw new Error("no form");
    await db()
      .insert(signingRecipients)
      .values([
        { onboardingFormId: form.id, userId: broker.id, name: broker.name, email: broker.email },
        { onboardingFormId: form.id, userId: broker.id, name: broker.name, email: broker.email, signedAt: new Date() },
      ]);
    const email = freshEmail();
    const response = await (await staff()).put(`/api/users/broker/${broker.id}`, { email, name: "Renamed" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ email, name: "Renamed", oldEmail: broker.email });
    const recipients = await db()
      .select()
      .from(signingRecipients)
      .where(eq(signingRecipients.onboardingFormId, form.id));
    // The one who signed keeps the address they signed with.
    expect(recipients.map((r) => (r.signedAt ? "signed" : r.email)).sort()).toEqual([email, "signed"].sort());
    const [entry] = await auditEntries(db(), broker.id, "user.update");
    expect(entry?.details).toMatchObject({ before: { email: broker.email, name: broker.name }, after: { email } });
  });

  it("lets a broker edit their own details but not their clients, role or id", async () => {
    const broker = await callerFor(t.app, db(), "BROKER");
    const own = `/api/users/broker/${broker.user.id}`;
    expect((await broker.get(own)).json()).toMatchObject({ id: broker.user.id, role: "BROKER" });
    expect((await broker.put(own, { phoneNumber: "555-010-1234" })).json()).toMatchObject({
      phoneNumber: "555-010-1234",
    });
    const refused = await broker.put(own, { name: "X", clientIds: [], role: "SLF_OWNER" });
    expect(refused.statusCode).toBe(403);
    expect(
      refused
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(["body.clientIds", "body.role"]);
    const other = await buildUser(db(), { role: "BROKER" });
    expect((await broker.get(`/api/users/broker/${other.id}`)).statusCode).toBe(403);
  });

  it("lets a ben admin read but not edit their own record", async () => {
    const benAdmin = await callerFor(t.app, db(), "BEN_ADMIN");
    const own = `/api/users/ben-admin/${benAdmin.user.id}`;
    expect((await benAdmin.get(own)).statusCode).toBe(200);
    expect((await benAdmin.put(own, { name: "Me" })).statusCode).toBe(403);
  });
});

describe("assign, unassign and change to broker", () => {
  it("changes the clientIds the user's own session sees", async () => {
    const first = await buildClient(db());
    const second = await buildClient(db());
    const broker = await callerFor(t.app, db(), "BROKER", { clientIds: [first.id] });
    const admin = await staff();
    const assign = `/api/users/broker/${broker.user.id}/assign/${second.id}`;
    expect((await admin.put(assign)).statusCode).toBe(204);
    expect((await admin.put(assign)).statusCode).toBe(204);
    const after = (await broker.get("/api/users/authenticated")).json();
    expect([...after.clientIds].sort()).toEqual([first.id, second.id].sort());
    expect(await auditEntries(db(), broker.user.id, "broker.assign")).toHaveLength(1);

    expect((await admin.put(`/api/users/broker/${broker.user.id}/unassign/${first.id}`)).statusCode).toBe(204);
    expect((await broker.get("/api/users/authenticated")).json().clientIds).toEqual([second.id]);
  });

  it("answers 404 for an unknown client or a user of another role", async () => {
    const admin = await staff();
    const benAdmin = await buildUser(db(), { role: "BEN_ADMIN" });
    const client = await buildClient(db());
    expect((await admin.put(`/api/users/broker/${benAdmin.id}/assign/${client.id}`)).statusCode).toBe(404);
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await admin.put(`/api/users/ben-admin/${benAdmin.id}/assign/${unknown}`)).statusCode).toBe(404);
  });

  it("makes a ben admin a broker who keeps their clients", async () => {
    const client = await buildClient(db());
    const benAdmin = await buildUser(db(), { role: "BEN_ADMIN", clientIds: [client.id] });
    const response = await (await staff()).post(`/api/users/ben-admin/${benAdmin.id}/change-to-broker`);
    expect(response.json()).toMatchObject({ role: "BROKER", clientIds: [client.id] });
    expect(await auditEntries(db(), benAdmin.id, "user.change-to-broker")).toHaveLength(1);
  });
});

describe("DELETE /api/users/ben-admin/:userId", () => {
  it("soft-deletes the user, ends their sessions and unlinks their clients; the e-mail is free again", async () => {
    const benAdmin = await callerFor(t.app, db(), "BEN_ADMIN");
    const admin = await staff();
    expect((await admin.delete(`/api/users/ben-admin/${benAdmin.user.id}`)).statusCode).toBe(204);
    expect((await benAdmin.get("/api/users/authenticated")).json()).toBeNull();
    const [row] = await db().select().from(users).where(eq(users.id, benAdmin.user.id));
    expect(row?.deletedAt).not.toBeNull();
    expect(await db().select().from(userClients).where(eq(userClients.userId, benAdmin.user.id))).toEqual([]);
    expect((await admin.get(`/api/users/ben-admin/${benAdmin.user.id}`)).statusCode).toBe(404);
    const again = await admin.post("/api/users/ben-admin", {
      name: "Again",
      email: benAdmin.user.email,
      sendWelcomeEmail: false,
    });
    expect(again.statusCode).toBe(201);
  });

  it("refuses to delete oneself", async () => {
    const owner = await staff("SLF_OWNER");
    expect((await owner.delete(`/api/users/internal/${owner.user.id}`)).statusCode).toBe(409);
  });
});

describe("POST /api/users/broker/:userId/activation-email", () => {
  it("e-mails a new activation link, and refuses a user who has activated", async () => {
    const admin = await staff();
    const broker = await buildUser(db(), { role: "BROKER" });
    const response = await admin.post(`/api/users/broker/${broker.id}/activation-email`);
    expect(response.statusCode).toBe(200);
    const [mail] = await outboxFor(db(), broker.email);
    expect(response.json()).toEqual({ emailIds: [mail?.id] });
    await db().update(users).set({ passwordSetAt: new Date() }).where(eq(users.id, broker.id));
    expect((await admin.post(`/api/users/broker/${broker.id}/activation-email`)).statusCode).toBe(409);
  });
});
