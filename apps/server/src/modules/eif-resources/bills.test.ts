import type { BillList } from "@onboard/domain/eif/eif-resource-schemas";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildClient, buildContact, buildPolicyWithPlans } from "../../../test/factories/index";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { auditLog, billGroupedLocations, bills } from "../../db/schema/index";
import {
  buildEifFixture,
  EIF_POLICY,
  markEapOnlyBlended,
  requester,
  sessionsFor,
  UNKNOWN_ID,
} from "./eif-resources-test-support";

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

const url = (clientId = f.client.id, suffix = "") => `/api/clients/${clientId}/bills${suffix}`;
const bulk = (clientId = f.client.id) => url(clientId, "/bulk");

async function billsOf(clientId: string) {
  return t.database.db.select().from(bills).where(eq(bills.clientId, clientId));
}

describe("PUT /api/clients/:clientId/bills/bulk", () => {
  it("creates bills with their grouped locations, then updates them by id, for staff, broker and ben admin", async () => {
    const contact = await buildContact(t.database.db, { clientId: f.client.id });
    const created = await send(callers.benAdmin, "PUT", bulk(), {
      bills: [
        {
          name: "Main bill",
          policyId: f.policy.id,
          contactId: contact.id,
          locationId: f.main.id,
          groupedLocationIds: [f.branch.id, f.branch.id],
          categoriesByLocation: [{ locationId: f.main.id, categories: ["Salaried"] }],
        },
        { name: "Branch bill" },
      ],
    });
    expect(created.statusCode, created.body).toBe(200);
    const list = created.json<BillList>();
    expect(list.deletedBills).toEqual([]);
    expect(list.bills.map((bill) => bill.name)).toEqual(["Branch bill", "Main bill"]);
    const main = list.bills.find((bill) => bill.name === "Main bill");
    expect(main).toMatchObject({
      policyId: f.policy.id,
      contactId: contact.id,
      locationId: f.main.id,
      groupedLocationIds: [f.branch.id],
      categoriesByLocation: [{ locationId: f.main.id, categories: ["Salaried"] }],
      deletedAt: null,
    });

    const updated = await send(callers.broker, "PUT", bulk(), {
      bills: [{ id: main?.id, name: "Main bill, renamed", groupedLocationIds: [f.main.id] }, { name: "Third" }],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const after = updated.json<BillList>().bills;
    expect(after).toHaveLength(3);
    expect(after.find((bill) => bill.id === main?.id)).toMatchObject({
      name: "Main bill, renamed",
      policyId: null,
      contactId: null,
      groupedLocationIds: [f.main.id],
    });
    const staff = await send(callers.staff, "GET", url());
    expect(staff.json<BillList>().bills).toEqual(after);

    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.clientId, f.client.id), eq(auditLog.entity, "Bill")));
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      "bill.create",
      "bill.create",
      "bill.create",
      "bill.update",
    ]);
  });

  it("refuses ids that are not the client's, with each field's path, and writes nothing", async () => {
    const otherBill = await t.database.db.insert(bills).values({ clientId: f.other.id, name: "Theirs" }).returning();
    const response = await send(callers.staff, "PUT", bulk(), {
      bills: [
        { name: "Fine" },
        {
          name: "Wrong",
          locationId: f.otherLocation.id,
          contactId: f.otherContact.id,
          policyId: UNKNOWN_ID,
          groupedLocationIds: [f.main.id, f.otherLocation.id],
        },
        { id: otherBill[0]?.id, name: "Not ours" },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual([
      "body.bills.1.contactId",
      "body.bills.1.groupedLocationIds.1",
      "body.bills.1.locationId",
      "body.bills.1.policyId",
      "body.bills.2.id",
    ]);
    expect(await billsOf(f.client.id)).toEqual([]);
  });

  it("answers 400 with the path for bad input, and refuses a bill listed twice", async () => {
    const bad = await send(callers.staff, "PUT", bulk(), { bills: [{ name: "" }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ path: "body.bills.0.name", message: "Bill name is required" });
    const created = (await send(callers.staff, "PUT", bulk(), { bills: [{ name: "One" }] })).json<BillList>();
    const id = created.bills[0]?.id;
    const twice = await send(callers.staff, "PUT", bulk(), {
      bills: [
        { id, name: "A" },
        { id, name: "B" },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toEqual([{ path: "body.bills.1.id", message: "This record is listed more than once" }]);
  });

  it("is refused (400) where billing preferences do not apply: an EAP-only blended client, a client without policies", async () => {
    await markEapOnlyBlended(t.database.db, f.client.id);
    const blended = await send(callers.staff, "PUT", bulk(), { bills: [{ name: "Bill" }] });
    expect(blended.statusCode).toBe(400);
    expect(blended.json()).toMatchObject({
      code: "VALIDATION_ERROR",
      errors: [{ path: "body.bills", message: "This question does not apply to this client" }],
    });
    const bare = await buildClient(t.database.db);
    const none = await send(callers.staff, "PUT", bulk(bare.id), { bills: [{ name: "Bill" }] });
    expect(none.statusCode).toBe(400);
    await buildPolicyWithPlans(t.database.db, { ...EIF_POLICY, clientId: bare.id, slfCoverages: ["EAP"] });
    expect((await send(callers.staff, "PUT", bulk(bare.id), { bills: [{ name: "Bill" }] })).statusCode).toBe(200);
    expect(await billsOf(f.client.id)).toEqual([]);
  });

  it("stores a category's lone surrogate as U+FFFD, as the text columns do (jsonb refuses it)", async () => {
    const response = await send(callers.staff, "PUT", bulk(), {
      bills: [{ name: "Bill", categoriesByLocation: [{ locationId: f.main.id, categories: ["a\ud800b", "\udfff"] }] }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<BillList>().bills[0]?.categoriesByLocation).toEqual([
      { locationId: f.main.id, categories: ["a\ufffdb", "\ufffd"] },
    ]);
  });

  it("refuses another tenant's client (403)", async () => {
    const response = await send(callers.broker, "PUT", bulk(f.other.id), { bills: [{ name: "Bill" }] });
    expect(response.statusCode).toBe(403);
  });
});

describe("DELETE /api/clients/:clientId/bills/bulk", () => {
  it("soft-deletes the bills named: they move to deletedBills, their groups kept", async () => {
    const saved = await send(callers.staff, "PUT", bulk(), {
      bills: [{ name: "Keep" }, { name: "Drop", groupedLocationIds: [f.main.id] }],
    });
    const drop = saved.json<BillList>().bills.find((bill) => bill.name === "Drop");
    for (const cookie of [callers.broker, callers.benAdmin]) {
      const response = await send(cookie, "DELETE", bulk(), { ids: [drop?.id] });
      if (cookie === callers.broker) {
        expect(response.statusCode, response.body).toBe(200);
        const list = response.json<BillList>();
        expect(list.bills.map((bill) => bill.name)).toEqual(["Keep"]);
        expect(list.deletedBills).toMatchObject([{ id: drop?.id, groupedLocationIds: [f.main.id] }]);
        expect(list.deletedBills[0]?.deletedAt).toEqual(expect.any(String));
      } else {
        // Already deleted: no longer a live bill of the client.
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual([
          { path: "body.ids.0", message: "This bill is not one of the client's bills" },
        ]);
      }
    }
    const keep = await send(callers.staff, "DELETE", bulk(), {
      ids: [saved.json<BillList>().bills.find((bill) => bill.name === "Keep")?.id],
    });
    expect(keep.statusCode, keep.body).toBe(200);
    expect(keep.json<BillList>()).toMatchObject({ bills: [], deletedBills: [{ name: "Drop" }, { name: "Keep" }] });
    const groups = await t.database.db.select().from(billGroupedLocations);
    expect(groups.filter((g) => g.billId === drop?.id)).toHaveLength(1);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, drop?.id ?? ""), eq(auditLog.action, "bill.delete")));
    expect(entries).toHaveLength(1);
  });

  it("refuses another client's bill or an unknown id with the path, and deletes nothing", async () => {
    const [theirs] = await t.database.db.insert(bills).values({ clientId: f.other.id, name: "Theirs" }).returning();
    const saved = await send(callers.benAdmin, "PUT", bulk(), { bills: [{ name: "Mine" }] });
    const mine = saved.json<BillList>().bills[0]?.id;
    const response = await send(callers.benAdmin, "DELETE", bulk(), { ids: [mine, theirs?.id, UNKNOWN_ID] });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { path: string }) => e.path)).toEqual(["body.ids.1", "body.ids.2"]);
    expect((await billsOf(f.client.id)).every((bill) => bill.deletedAt === null)).toBe(true);
    const invalid = await send(callers.benAdmin, "DELETE", bulk(), { ids: ["not-a-uuid"] });
    expect(invalid.json().errors[0].path).toBe("body.ids.0");
  });

  it("is refused where billing preferences do not apply, and across tenants", async () => {
    const saved = await send(callers.staff, "PUT", bulk(), { bills: [{ name: "Mine" }] });
    await markEapOnlyBlended(t.database.db, f.client.id);
    const refused = await send(callers.staff, "DELETE", bulk(), { ids: [saved.json<BillList>().bills[0]?.id] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { path: "body.ids", message: "This question does not apply to this client" },
    ]);
    const across = await send(callers.benAdmin, "DELETE", bulk(f.other.id), { ids: [UNKNOWN_ID] });
    expect(across.statusCode).toBe(403);
  });
});

describe("GET /api/clients/:clientId/bills", () => {
  it("answers an empty list for a client without bills, 403 across tenants", async () => {
    for (const cookie of [callers.staff, callers.broker, callers.benAdmin]) {
      const response = await send(cookie, "GET", url());
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ bills: [], deletedBills: [] });
    }
    expect((await send(callers.broker, "GET", url(f.other.id))).statusCode).toBe(403);
  });
});
