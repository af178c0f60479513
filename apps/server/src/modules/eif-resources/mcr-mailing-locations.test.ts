import type { McrMailingLocation } from "@onboard/domain/eif/eif-resource-schemas";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildContact } from "../../../test/factories/index";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { auditLog, monthlyClaimsReportMailingLocations as mcr } from "../../db/schema/index";
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

const url = (clientId = f.client.id, suffix = "") =>
  `/api/clients/${clientId}/monthly-claims-report-mailing-location${suffix}`;

async function theirs() {
  const [row] = await t.database.db
    .insert(mcr)
    .values({ clientId: f.other.id, locationId: f.otherLocation.id })
    .returning();
  if (!row) throw new Error("no row");
  return row;
}

describe("monthly claims report mailing locations", () => {
  it("adds, lists, changes and removes mailing locations for staff, broker and ben admin, audited", async () => {
    const contact = await buildContact(t.database.db, { clientId: f.client.id });
    for (const cookie of [callers.staff, callers.broker, callers.benAdmin]) {
      const created = await send(cookie, "POST", url(), { policyId: f.policy.id, locationId: f.main.id });
      expect(created.statusCode, created.body).toBe(201);
      const row = created.json<McrMailingLocation>();
      expect(row).toMatchObject({ policyId: f.policy.id, locationId: f.main.id, contactId: null });
      expect((await send(cookie, "GET", url())).json()).toEqual([row]);

      const changed = await send(cookie, "PUT", url(f.client.id, `/${row.id}`), {
        locationId: f.branch.id,
        contactId: contact.id,
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toEqual({ id: row.id, policyId: null, locationId: f.branch.id, contactId: contact.id });

      expect((await send(cookie, "DELETE", url(f.client.id, `/${row.id}`))).statusCode).toBe(204);
      expect(await t.database.db.select().from(mcr).where(eq(mcr.id, row.id))).toEqual([]);
      expect((await send(cookie, "DELETE", url(f.client.id, `/${row.id}`))).statusCode).toBe(404);
    }
    const entries = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.clientId, f.client.id), eq(auditLog.entity, "MonthlyClaimsReportMailingLocation")));
    expect(entries.map((e) => e.action).sort()).toEqual(
      ["create", "create", "create", "delete", "delete", "delete", "update", "update", "update"].map(
        (verb) => `mcr-mailing-location.${verb}`,
      ),
    );
  });

  it("refuses ids that are not the client's with their paths (400), and writes nothing", async () => {
    const response = await send(callers.staff, "POST", url(), {
      policyId: UNKNOWN_ID,
      locationId: f.otherLocation.id,
      contactId: f.otherContact.id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: "body.policyId", message: "Please choose one of the client's policies" },
      { path: "body.locationId", message: "Please choose one of the client's locations" },
      { path: "body.contactId", message: "Please choose one of the client's contacts" },
    ]);
    const missing = await send(callers.staff, "POST", url(), { policyId: f.policy.id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].path).toBe("body.locationId");
    expect(await t.database.db.select().from(mcr).where(eq(mcr.clientId, f.client.id))).toEqual([]);
  });

  it("answers 404 for another client's mailing location, 403 across tenants", async () => {
    const row = await theirs();
    const put = await send(callers.staff, "PUT", url(f.client.id, `/${row.id}`), { locationId: f.main.id });
    expect(put.statusCode).toBe(404);
    expect(put.json().message).toBe("Mailing location not found");
    expect((await send(callers.staff, "DELETE", url(f.client.id, `/${row.id}`))).statusCode).toBe(404);
    expect(await t.database.db.select().from(mcr).where(eq(mcr.id, row.id))).toHaveLength(1);
    for (const [method, suffix] of [
      ["GET", ""],
      ["POST", ""],
      ["PUT", `/${row.id}`],
      ["DELETE", `/${row.id}`],
    ] as const) {
      const body = method === "POST" || method === "PUT" ? { locationId: f.otherLocation.id } : undefined;
      const response = await send(callers.benAdmin, method, url(f.other.id, suffix), body);
      expect(response.statusCode, method).toBe(403);
    }
  });
});
