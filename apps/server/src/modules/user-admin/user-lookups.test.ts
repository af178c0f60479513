import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildClient, buildUser } from "../../../test/factories/index";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { users } from "../../db/schema/index";
import { outboxFor, tokenIn } from "../account-tokens/account-tokens-test-support";
import { auditEntries, callerFor } from "./user-admin-test-support";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const admin = () => callerFor(t.app, db(), "SLF_ADMIN");

describe("paged user lists", () => {
  it.each([
    ["limit=0", "querystring.limit"],
    ["limit=101", "querystring.limit"],
    ["offset=-1", "querystring.offset"],
    ["sortBy=password", "querystring.sortBy"],
  ])("answers 400 with a message for %s", async (query, path) => {
    const response = await (await admin()).get(`/api/users/broker?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
    expect(response.json().errors[0].path).toBe(path);
  });

  it("searches, sorts and pages, with the total count", async () => {
    const tag = `zeta${Date.now()}`;
    for (const name of ["Bravo", "Alpha", "Charlie"]) {
      await buildUser(db(), {
        role: "BROKER",
        hasAcceptedTerms: false,
        userId: `${tag}-${name}`,
        name: `${name} ${tag}`,
        email: `${name}.${tag}@example.test`,
      });
    }
    const caller = await admin();
    const first = await caller.get(`/api/users/role/BROKER?search=${tag}&limit=2&sortBy=name&sortDirection=desc`);
    expect(first.statusCode).toBe(200);
    expect(first.json().count).toBe(3);
    expect(first.json().data.map((u: { name: string }) => u.name)).toEqual([`Charlie ${tag}`, `Bravo ${tag}`]);
    const second = await caller.get(`/api/users/broker?search=${tag}&limit=2&offset=2&sortBy=name`);
    expect(second.json().data.map((u: { name: string }) => u.name)).toEqual([`Charlie ${tag}`]);
    expect(second.json().data[0]).toMatchObject({
      role: "BROKER",
      isActivated: false,
      clientCount: 0,
      lastLoginAt: null,
    });
  });

  it("counts each user's clients, leaving out deleted clients", async () => {
    const kept = await buildClient(db());
    const other = await buildClient(db());
    const deleted = await buildClient(db(), { deletedAt: new Date() });
    const broker = await buildUser(db(), { role: "BROKER", clientIds: [kept.id, other.id, deleted.id] });
    const page = (await (await admin()).get(`/api/users/broker?search=${encodeURIComponent(broker.email)}`)).json();
    expect(page.data).toEqual([expect.objectContaining({ id: broker.id, clientCount: 2 })]);
  });

  it("lists carrier staff only under slfs and internal", async () => {
    const caller = await admin();
    const broker = await buildUser(db(), { role: "BROKER" });
    const slfs = (await caller.get("/api/users/slfs?limit=100")).json();
    expect(slfs.data.every((u: { role: string }) => u.role === "SLF_OWNER" || u.role === "SLF_ADMIN")).toBe(true);
    const all = (await caller.get(`/api/users?search=${encodeURIComponent(broker.email)}`)).json();
    expect(all).toMatchObject({ count: 1, data: [{ id: broker.id }] });
  });
});

describe("GET /api/users/check-existing/:value", () => {
  it("says whether a user has the e-mail", async () => {
    const caller = await admin();
    const user = await buildUser(db(), { role: "BEN_ADMIN" });
    expect((await caller.get(`/api/users/check-existing/${user.email.toUpperCase()}`)).json()).toEqual({
      exists: true,
      user: { id: user.id, name: user.name, role: "BEN_ADMIN" },
    });
    expect((await caller.get("/api/users/check-existing/nobody@example.com")).json()).toEqual({ exists: false });
    expect((await caller.get("/api/users/check-existing/not-an-email")).statusCode).toBe(400);
  });
});

describe("GET /api/users/:userId/clients", () => {
  it("pages a user's clients; a broker sees only their own list, without archived clients", async () => {
    const clients = [
      await buildClient(db(), { name: "Aardvark Co" }),
      await buildClient(db(), { name: "Beaver Co" }),
      await buildClient(db(), { name: "Archived Co", isArchived: true }),
    ];
    const broker = await callerFor(t.app, db(), "BROKER", { clientIds: clients.map((c) => c.id) });
    const url = `/api/users/${broker.user.id}/clients`;
    const staffView = (await (await admin()).get(`${url}?limit=2`)).json();
    expect(staffView.count).toBe(3);
    expect(staffView.data.map((c: { name: string }) => c.name)).toEqual(["Aardvark Co", "Archived Co"]);
    const own = (await broker.get(`${url}?sortBy=name&sortDirection=desc`)).json();
    expect(own).toMatchObject({ count: 2, data: [{ name: "Beaver Co" }, { name: "Aardvark Co" }] });
    expect(own.data[0]).toMatchObject({
      caseId: expect.any(String),
      phaseId: expect.any(String),
      completedSetupAt: null,
    });
    const other = await buildUser(db(), { role: "BROKER" });
    expect((await broker.get(`/api/users/${other.id}/clients`)).statusCode).toBe(403);
  });
});

describe("POST /api/users/:userId/activation-link", () => {
  it("answers a working activation link, only for a user who has not activated", async () => {
    const caller = await admin();
    const user = await buildUser(db(), { role: "BEN_ADMIN" });
    const response = await caller.post(`/api/users/${user.id}/activation-link`);
    expect(response.statusCode).toBe(200);
    const token = tokenIn(response.json().link);
    const info = await caller.get(`/api/users/auth-token/${token}`);
    expect(info.json()).toMatchObject({ type: "ACTIVATION", email: user.email });
    expect(await auditEntries(db(), user.id, "user.activation-link")).toHaveLength(1);
    await db().update(users).set({ passwordSetAt: new Date() }).where(eq(users.id, user.id));
    expect((await caller.post(`/api/users/${user.id}/activation-link`)).statusCode).toBe(409);
  });

  it("leaves an internal user's link to SLF_OWNER", async () => {
    const internal = await buildUser(db(), { role: "SLF_ADMIN" });
    expect((await (await admin()).post(`/api/users/${internal.id}/activation-link`)).statusCode).toBe(403);
  });
});

describe("POST /api/users/update-email-and-send-activation-email", () => {
  it("updates every e-mail, e-mails the not-yet-activated users and names the clients to refresh", async () => {
    const client = await buildClient(db());
    const pending = await buildUser(db(), { role: "BROKER", clientIds: [client.id] });
    const active = await buildUser(db(), { role: "BEN_ADMIN", clientIds: [client.id] });
    await db().update(users).set({ passwordSetAt: new Date() }).where(eq(users.id, active.id));
    const tag = Date.now();
    const response = await (await admin()).post("/api/users/update-email-and-send-activation-email", {
      users: [
        { userId: pending.id, email: `pending.${tag}@example.test`, clientId: client.id },
        { userId: active.id, email: `active.${tag}@example.test`, clientId: client.id },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const [mail] = await outboxFor(db(), `pending.${tag}@example.test`);
    expect(response.json()).toEqual({ emailIds: [mail?.id], clientIds: [client.id] });
    expect(await outboxFor(db(), `active.${tag}@example.test`)).toEqual([]);
    const [entry] = await auditEntries(db(), pending.id, "user.update-email-and-send-activation");
    expect(entry?.clientId).toBe(client.id);
  });

  it("changes nothing when one e-mail is taken", async () => {
    const client = await buildClient(db());
    const first = await buildUser(db(), { role: "BROKER" });
    const second = await buildUser(db(), { role: "BROKER" });
    const holder = await buildUser(db(), { role: "BEN_ADMIN" });
    const response = await (await admin()).post("/api/users/update-email-and-send-activation-email", {
      users: [
        { userId: first.id, email: `moved.${Date.now()}@example.test`, clientId: client.id },
        { userId: second.id, email: holder.email, clientId: client.id },
      ],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0].path).toBe("body.users.1.email");
    const [row] = await db().select().from(users).where(eq(users.id, first.id));
    expect(row?.email).toBe(first.email);
  });
});
