import type { Subsidiary } from "@onboard/domain/eif/eif-resource-schemas";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { auditLog, locations, subsidiaries } from "../../db/schema/index";
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

const url = (clientId = f.client.id, suffix = "") => `/api/clients/${clientId}/subsidiary${suffix}`;

describe("subsidiaries", () => {
  it("adds, lists, changes and soft-deletes subsidiaries for staff, broker and ben admin, audited", async () => {
    for (const cookie of [callers.staff, callers.broker, callers.benAdmin]) {
      const created = await send(cookie, "POST", url(), { locationId: f.main.id, taxId: "12-3456789" });
      expect(created.statusCode, created.body).toBe(201);
      const row = created.json<Subsidiary>();
      expect(row).toMatchObject({ locationId: f.main.id, taxId: "12-3456789" });
      expect((await send(cookie, "GET", url())).json()).toEqual([row]);

      const changed = await send(cookie, "PUT", url(f.client.id, `/${row.id}`), { locationId: f.branch.id, taxId: "" });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toEqual({ id: row.id, locationId: f.branch.id, taxId: null });

      expect((await send(cookie, "DELETE", url(f.client.id, `/${row.id}`))).statusCode).toBe(204);
      const [kept] = await t.database.db.select().from(subsidiaries).where(eq(subsidiaries.id, row.id));
      expect(kept?.deletedAt).toBeInstanceOf(Date);
      expect((await send(cookie, "GET", url())).json()).toEqual([]);
      expect((await send(cookie, "PUT", url(f.client.id, `/${row.id}`), { locationId: f.main.id })).statusCode).toBe(
        404,
      );
    }
    const entries = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.clientId, f.client.id), eq(auditLog.entity, "Subsidiary")));
    expect(entries).toHaveLength(9);
  });

  it("answers 400 with the path for a bad tax id, another client's or a deleted location", async () => {
    const badTaxId = await send(callers.staff, "POST", url(), { locationId: f.main.id, taxId: "12345" });
    expect(badTaxId.statusCode).toBe(400);
    expect(badTaxId.json().errors).toEqual([
      { path: "body.taxId", message: "Tax ID needs to be in the format ##-#######" },
    ]);
    const foreign = await send(callers.staff, "POST", url(), { locationId: f.otherLocation.id });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual([
      { path: "body.locationId", message: "Please choose one of the client's locations" },
    ]);
    await t.database.db.update(locations).set({ deletedAt: new Date() }).where(eq(locations.id, f.branch.id));
    const deleted = await send(callers.staff, "POST", url(), { locationId: f.branch.id });
    expect(deleted.statusCode).toBe(400);
    expect(await t.database.db.select().from(subsidiaries).where(eq(subsidiaries.clientId, f.client.id))).toEqual([]);
  });

  it("answers 404 for another client's subsidiary or an unknown id, 403 across tenants", async () => {
    const [theirs] = await t.database.db
      .insert(subsidiaries)
      .values({ clientId: f.other.id, locationId: f.otherLocation.id })
      .returning();
    for (const id of [theirs?.id, UNKNOWN_ID]) {
      const put = await send(callers.staff, "PUT", url(f.client.id, `/${id}`), { locationId: f.main.id });
      expect(put.statusCode).toBe(404);
      expect(put.json().message).toBe("Subsidiary not found");
      expect((await send(callers.staff, "DELETE", url(f.client.id, `/${id}`))).statusCode).toBe(404);
    }
    for (const [method, suffix] of [
      ["GET", ""],
      ["POST", ""],
      ["PUT", `/${theirs?.id}`],
      ["DELETE", `/${theirs?.id}`],
    ] as const) {
      const body = method === "POST" || method === "PUT" ? { locationId: f.otherLocation.id } : undefined;
      const response = await send(callers.broker, method, url(f.other.id, suffix), body);
      expect(response.statusCode, method).toBe(403);
    }
  });
});
