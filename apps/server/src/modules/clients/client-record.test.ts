import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildClient } from "../../../test/factories/index";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { auditLog, clients } from "../../db/schema/index";
import { type Caller, callerFor } from "./clients-test-support";

let t: TestApp;
let admin: Caller;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await callerFor(t, "SLF_ADMIN");
});
afterAll(() => t.close());

const auditOf = (clientId: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.clientId, clientId)).orderBy(auditLog.occurredAt);

describe("POST /api/clients", () => {
  it("creates a client with its consultant and records who did it", async () => {
    const response = await admin.request("POST", "/api/clients", {
      name: "  Delta Dairy ",
      caseId: "CR-1",
      ticketId: "ONB-77",
      implementationConsultant: {
        firstName: "Lee",
        lastName: "Park",
        phoneNumber: "555-0100",
        email: "lee@carrier.example",
      },
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      name: "Delta Dairy",
      caseId: "CR-1",
      ticketId: "ONB-77",
      version: 1,
      implementationType: "NEW_IMPLEMENTATION",
      implementationConsultant: { firstName: "Lee", lastName: "Park" },
    });
    expect(response.headers.etag).toBe('"1"');
    const [entry] = await auditOf(created.id);
    expect(entry).toMatchObject({ action: "client.create", actorUserId: admin.user.id, entity: "Client" });
  });

  it("refuses a missing name and a text over 191 characters with field errors", async () => {
    const response = await admin.request("POST", "/api/clients", { name: "", caseId: "x".repeat(192) });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { path: string }) => e.path)).toEqual(["body.name", "body.caseId"]);
    expect(response.json().message).toBe("Client name is required");
  });

  it("checks the base client of an Add Coverage client", async () => {
    const archived = await buildClient(t.database.db, { isArchived: true });
    const response = await admin.request("POST", "/api/clients", {
      name: "Add-on",
      caseId: "CR-2",
      implementationType: "ADD_COVERAGE",
      baseClientId: archived.id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ path: "body.baseClientId", message: "The base client is archived" }]);
  });
});

describe("GET /api/clients/:clientId", () => {
  it("answers an unknown or deleted client with 404", async () => {
    const deleted = await buildClient(t.database.db, { deletedAt: new Date() });
    expect((await admin.request("GET", `/api/clients/${deleted.id}`)).statusCode).toBe(404);
    expect((await admin.request("GET", "/api/clients/00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect((await admin.request("GET", "/api/clients/not-a-uuid")).statusCode).toBe(400);
  });

  it("hides an archived client from its own broker, not from staff", async () => {
    const client = await buildClient(t.database.db, { isArchived: true });
    const broker = await callerFor(t, "BROKER", [client.id]);
    expect((await broker.request("GET", `/api/clients/${client.id}`)).statusCode).toBe(404);
    expect((await admin.request("GET", `/api/clients/${client.id}`)).json()).toMatchObject({ isArchived: true });
  });

  it("refuses another tenant's client to a ben admin", async () => {
    const client = await buildClient(t.database.db);
    const benAdmin = await callerFor(t, "BEN_ADMIN");
    expect((await benAdmin.request("GET", `/api/clients/${client.id}`)).statusCode).toBe(403);
  });
});

describe("PUT /api/clients/:clientId", () => {
  it("updates with the current version in If-Match, then refuses the stale one with 412", async () => {
    const client = await buildClient(t.database.db);
    const first = await admin.request("PUT", `/api/clients/${client.id}`, { name: "Renamed" }, { "if-match": '"1"' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ name: "Renamed", version: 2 });
    expect(first.headers.etag).toBe('"2"');
    const stale = await admin.request("PUT", `/api/clients/${client.id}`, { name: "Lost" }, { "if-match": '"1"' });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().code).toBe("PRECONDITION_FAILED");
    const [row] = await t.database.db.select().from(clients).where(eq(clients.id, client.id));
    expect(row?.name).toBe("Renamed");
    const entries = await auditOf(client.id);
    expect(entries.at(-1)?.details).toEqual({ before: { name: client.name }, after: { name: "Renamed" } });
  });

  it("needs a version: 428 without If-Match or body version", async () => {
    const client = await buildClient(t.database.db);
    const response = await admin.request("PUT", `/api/clients/${client.id}`, { name: "No version" });
    expect(response.statusCode).toBe(428);
  });

  it("lets a broker change an allowed field of their client, and names each forbidden field", async () => {
    const client = await buildClient(t.database.db);
    const broker = await callerFor(t, "BROKER", [client.id]);
    const allowed = await broker.request("PUT", `/api/clients/${client.id}`, { employeesNumber: 120, version: 1 });
    expect(allowed.statusCode).toBe(200);
    const refused = await broker.request(
      "PUT",
      `/api/clients/${client.id}`,
      {
        name: "Mine now",
        isArchived: true,
        employeesNumber: 5,
        implementationConsultant: {
          firstName: "Me",
          lastName: "Too",
          phoneNumber: "555-0100",
          email: "me@example.com",
        },
      },
      { "if-match": "2" },
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors.map((e: { path: string }) => e.path)).toEqual([
      "body.name",
      "body.isArchived",
      "body.implementationConsultant",
    ]);
  });

  it("archives and unarchives (staff), each recorded", async () => {
    const client = await buildClient(t.database.db);
    await admin.request("PUT", `/api/clients/${client.id}`, { isArchived: true }, { "if-match": "1" });
    await admin.request("PUT", `/api/clients/${client.id}`, { isArchived: false }, { "if-match": "2" });
    expect((await auditOf(client.id)).map((e) => e.action)).toEqual(["client.archive", "client.unarchive"]);
  });

  it("ends the base client link when an Add Coverage client becomes a new implementation", async () => {
    const base = await buildClient(t.database.db);
    const client = await buildClient(t.database.db, { implementationType: "ADD_COVERAGE", baseClientId: base.id });
    const response = await admin.request(
      "PUT",
      `/api/clients/${client.id}`,
      { implementationType: "NEW_IMPLEMENTATION" },
      { "if-match": "1" },
    );
    expect(response.json()).toMatchObject({ implementationType: "NEW_IMPLEMENTATION", baseClientId: null });
  });

  it("refuses an empty change and unknown fields", async () => {
    const client = await buildClient(t.database.db);
    expect((await admin.request("PUT", `/api/clients/${client.id}`, { version: 1 })).statusCode).toBe(400);
    expect((await admin.request("PUT", `/api/clients/${client.id}`, { version: 1, id: "x" })).statusCode).toBe(400);
  });
});

describe("DELETE /api/clients/:clientId", () => {
  it("soft-deletes: the row stays, the client is gone from look-ups and lists", async () => {
    const client = await buildClient(t.database.db, { caseId: "CR-DEL-1" });
    expect((await admin.request("DELETE", `/api/clients/${client.id}`)).statusCode).toBe(204);
    const [row] = await t.database.db.select().from(clients).where(eq(clients.id, client.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect((await admin.request("GET", `/api/clients/${client.id}`)).statusCode).toBe(404);
    expect((await admin.request("GET", "/api/clients?search=CR-DEL-1")).json().count).toBe(0);
    expect((await auditOf(client.id)).map((e) => e.action)).toEqual(["client.delete"]);
  });
});
