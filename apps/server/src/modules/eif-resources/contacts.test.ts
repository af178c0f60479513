import type { Contact } from "@onboard/domain/eif/eif-resource-schemas";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildContact } from "../../../test/factories/index";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { auditLog, contactManagedLocations, contacts } from "../../db/schema/index";
import { buildEifFixture, requester, sessionsFor, UNKNOWN_ID } from "./eif-resources-test-support";

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

const url = (suffix = "") => `/api/clients/${f.client.id}/contacts${suffix}`;
const body = (overrides: object = {}) => ({
  firstName: "Grace",
  lastName: "Hopper",
  email: "grace@example.test",
  zipCode: "02110",
  state: "MA",
  access: ["claims", "billing"],
  ...overrides,
});

describe("GET /api/clients/:clientId/contacts", () => {
  it("lists the live contacts by last name then first name, for staff, broker and ben admin", async () => {
    const db = t.database.db;
    await buildContact(db, { clientId: f.client.id, firstName: "Zoe", lastName: "adams" });
    await buildContact(db, { clientId: f.client.id, firstName: "Al", lastName: "Baker" });
    await buildContact(db, { clientId: f.client.id, firstName: "Bea", lastName: "Adams" });
    const gone = await buildContact(db, { clientId: f.client.id, firstName: "Old", lastName: "Aaron" });
    await db.update(contacts).set({ deletedAt: new Date() }).where(eq(contacts.id, gone.id));
    for (const cookie of [callers.staff, callers.broker, callers.benAdmin]) {
      const response = await send(cookie, "GET", url());
      expect(response.statusCode, response.body).toBe(200);
      const names = response.json<Contact[]>().map((c) => `${c.firstName} ${c.lastName}`);
      expect(names).toEqual(["Bea Adams", "Zoe adams", "Al Baker"]);
    }
  });

  it("refuses another tenant's client (403)", async () => {
    const response = await send(callers.broker, "GET", `/api/clients/${f.other.id}/contacts`);
    expect(response.statusCode).toBe(403);
  });
});

describe("POST /api/clients/:clientId/contacts", () => {
  it("creates a contact with its access flags and the locations it manages, and audits it", async () => {
    const response = await send(
      callers.benAdmin,
      "POST",
      url(),
      body({
        locationId: f.main.id,
        locationManagementType: "LIMITED",
        managedLocationIds: [f.branch.id, f.main.id, f.branch.id],
        title: "",
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<Contact>();
    expect(created).toMatchObject({
      firstName: "Grace",
      email: "grace@example.test",
      title: null,
      access: ["claims", "billing"],
      locationId: f.main.id,
      locationManagementType: "LIMITED",
      version: 1,
    });
    expect([...created.managedLocationIds].sort()).toEqual([f.main.id, f.branch.id].sort());
    expect(response.headers.etag).toBe('"1"');
    const [row] = await t.database.db.select().from(contacts).where(eq(contacts.id, created.id));
    expect(row).toMatchObject({ claimsAccess: true, billingAccess: true, paymentsAccess: false });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, created.id), eq(auditLog.action, "contact.create")));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.clientId).toBe(f.client.id);
  });

  it("keeps no managed locations for a contact who manages ALL", async () => {
    const response = await send(callers.broker, "POST", url(), body({ managedLocationIds: [f.main.id] }));
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<Contact>();
    expect(created).toMatchObject({ locationManagementType: "ALL", managedLocationIds: [] });
    const links = await t.database.db
      .select()
      .from(contactManagedLocations)
      .where(eq(contactManagedLocations.contactId, created.id));
    expect(links).toEqual([]);
  });

  it("answers 400 with the field's path for bad input", async () => {
    const cases: [object, string][] = [
      [{ email: "not-an-email" }, "body.email"],
      [{ zipCode: "123" }, "body.zipCode"],
      [{ firstName: "" }, "body.firstName"],
      [{ access: ["everything"] }, "body.access.0"],
      [{ locationManagementType: "LIMITED" }, "body.managedLocationIds"],
    ];
    for (const [overrides, path] of cases) {
      const response = await send(callers.staff, "POST", url(), body(overrides));
      expect(response.statusCode, path).toBe(400);
      expect(
        response.json().errors.map((e: { path: string }) => e.path),
        path,
      ).toContain(path);
    }
  });

  it("refuses another client's location, and writes nothing", async () => {
    const response = await send(
      callers.staff,
      "POST",
      url(),
      body({
        locationId: f.otherLocation.id,
        locationManagementType: "LIMITED",
        managedLocationIds: [f.main.id, UNKNOWN_ID],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "VALIDATION_ERROR",
      errors: [
        { path: "body.locationId", message: "Please choose one of the client's locations" },
        { path: "body.managedLocationIds.1", message: "Please choose one of the client's locations" },
      ],
    });
    expect(await t.database.db.select().from(contacts).where(eq(contacts.clientId, f.client.id))).toEqual([]);
  });

  it("refuses another tenant's client (403)", async () => {
    const response = await send(callers.broker, "POST", `/api/clients/${f.other.id}/contacts`, body());
    expect(response.statusCode).toBe(403);
  });
});

describe("PUT /api/clients/:clientId/contacts/:contactId", () => {
  const create = async (overrides: object = {}) =>
    (await send(callers.staff, "POST", url(), body(overrides))).json<Contact>();

  it("replaces the contact with If-Match, bumps its version and replaces its managed locations", async () => {
    const created = await create({ locationManagementType: "LIMITED", managedLocationIds: [f.main.id] });
    for (const [cookie, version] of [
      [callers.broker, 1],
      [callers.benAdmin, 2],
    ] as const) {
      const response = await send(
        cookie,
        "PUT",
        url(`/${created.id}`),
        body({ lastName: `Hopper ${version}`, locationManagementType: "LIMITED", managedLocationIds: [f.branch.id] }),
        { "if-match": `"${version}"` },
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<Contact>()).toMatchObject({
        lastName: `Hopper ${version}`,
        managedLocationIds: [f.branch.id],
        version: version + 1,
      });
      expect(response.headers.etag).toBe(`"${version + 1}"`);
    }
    const toAll = await send(callers.staff, "PUT", url(`/${created.id}`), body({ access: [], version: 3 }));
    expect(toAll.json<Contact>()).toMatchObject({ access: [], locationManagementType: "ALL", managedLocationIds: [] });
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, created.id), eq(auditLog.action, "contact.update")));
    expect(entries).toHaveLength(3);
    expect(entries.map((e) => e.details)).toContainEqual({
      before: { lastName: "Hopper", managedLocationIds: [f.main.id] },
      after: { lastName: "Hopper 1", managedLocationIds: [f.branch.id] },
    });
  });

  it("answers 412 when stale and 428 without a version", async () => {
    const created = await create();
    const stale = await send(callers.staff, "PUT", url(`/${created.id}`), body({ lastName: "X" }), {
      "if-match": '"7"',
    });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().code).toBe("PRECONDITION_FAILED");
    const missing = await send(callers.staff, "PUT", url(`/${created.id}`), body({ lastName: "X" }));
    expect(missing.statusCode).toBe(428);
  });

  it("answers 404 for another client's contact or an unknown one, 400 for another client's location", async () => {
    for (const id of [f.otherContact.id, UNKNOWN_ID]) {
      const response = await send(callers.staff, "PUT", url(`/${id}`), body({ version: 1 }));
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe("Contact not found");
    }
    const created = await create();
    const foreign = await send(
      callers.staff,
      "PUT",
      url(`/${created.id}`),
      body({ locationId: f.otherLocation.id, version: 1 }),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual([
      { path: "body.locationId", message: "Please choose one of the client's locations" },
    ]);
    const bad = await send(callers.staff, "PUT", url(`/${created.id}`), body({ email: "x@", version: 1 }));
    expect(bad.json().errors[0].path).toBe("body.email");
  });

  it("refuses another tenant's client (403)", async () => {
    const response = await send(
      callers.benAdmin,
      "PUT",
      `/api/clients/${f.other.id}/contacts/${f.otherContact.id}`,
      body({ version: 1 }),
    );
    expect(response.statusCode).toBe(403);
  });
});

describe("DELETE /api/clients/:clientId/contacts/:contactId", () => {
  it("soft-deletes the contact for staff, broker and ben admin, and audits it", async () => {
    for (const cookie of [callers.staff, callers.broker, callers.benAdmin]) {
      const contact = await buildContact(t.database.db, { clientId: f.client.id });
      const response = await send(cookie, "DELETE", url(`/${contact.id}`));
      expect(response.statusCode, response.body).toBe(204);
      const [row] = await t.database.db.select().from(contacts).where(eq(contacts.id, contact.id));
      expect(row?.deletedAt).toBeInstanceOf(Date);
      expect((await send(cookie, "DELETE", url(`/${contact.id}`))).statusCode).toBe(404);
    }
    expect((await send(callers.staff, "GET", url())).json()).toEqual([]);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.clientId, f.client.id), eq(auditLog.action, "contact.delete")));
    expect(entries).toHaveLength(3);
  });

  it("answers 404 for another client's contact and 403 across tenants", async () => {
    expect((await send(callers.staff, "DELETE", url(`/${f.otherContact.id}`))).statusCode).toBe(404);
    const across = await send(callers.broker, "DELETE", `/api/clients/${f.other.id}/contacts/${f.otherContact.id}`);
    expect(across.statusCode).toBe(403);
  });
});
