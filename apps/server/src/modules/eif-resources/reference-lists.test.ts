import { randomBytes } from "node:crypto";
import type { AdditionalCompensation, BenAdminPlatform } from "@onboard/domain/eif/eif-resource-schemas";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createSessionFor } from "../../../test/sessions";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { additionalCompensations, benAdminPlatforms, employeeClasses } from "../../db/schema/index";
import { buildEifFixture, requester, sessionsFor } from "./eif-resources-test-support";

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

describe("GET /api/clients/:clientId/additional-compensations", () => {
  it("lists the client-wide entries first, then per class, leaving out a deleted class's", async () => {
    const db = t.database.db;
    const [hourly, salaried, gone] = await db
      .insert(employeeClasses)
      .values([
        { clientId: f.client.id, name: "Hourly" },
        { clientId: f.client.id, name: "Salaried" },
        { clientId: f.client.id, name: "Gone", deletedAt: new Date() },
      ])
      .returning();
    await db.insert(additionalCompensations).values([
      { clientId: f.client.id, employeeClassId: salaried?.id, compensationType: "BONUS", isIncluded: true },
      { clientId: f.client.id, employeeClassId: gone?.id, compensationType: "TIPS" },
      { clientId: f.client.id, employeeClassId: hourly?.id, compensationType: "OVERTIME", averagingPeriodMonths: 12 },
      { clientId: f.client.id, compensationType: "COMMISSION", isIncluded: true },
      { clientId: f.other.id, compensationType: "BONUS" },
    ]);
    for (const cookie of [callers.staff, callers.broker, callers.benAdmin]) {
      const response = await send(cookie, "GET", `/api/clients/${f.client.id}/additional-compensations`);
      expect(response.statusCode, response.body).toBe(200);
      const list = response.json<AdditionalCompensation[]>();
      expect(list.map((c) => [c.employeeClassId, c.compensationType])).toEqual([
        [null, "COMMISSION"],
        [hourly?.id, "OVERTIME"],
        [salaried?.id, "BONUS"],
      ]);
      expect(list[1]).toMatchObject({ isIncluded: false, averagingPeriodMonths: 12 });
    }
  });

  it("refuses another tenant's client (403)", async () => {
    const response = await send(callers.benAdmin, "GET", `/api/clients/${f.other.id}/additional-compensations`);
    expect(response.statusCode).toBe(403);
  });
});

describe("GET /api/ben-admin-platforms", () => {
  it("lists the active platforms by sort order then name, for any signed-in user", async () => {
    const tag = randomBytes(4).toString("hex");
    const rows = await t.database.db
      .insert(benAdminPlatforms)
      .values([
        { name: `zeta ${tag}`, sortOrder: 1 },
        { name: `Alpha ${tag}`, sortOrder: 2, url: "https://alpha.example" },
        { name: `beta ${tag}`, sortOrder: 1 },
        { name: `Retired ${tag}`, sortOrder: 0, isActive: false },
      ])
      .returning();
    const ids = new Set(rows.map((row) => row.id));
    for (const cookie of [callers.staff, callers.broker, callers.benAdmin]) {
      const response = await send(cookie, "GET", "/api/ben-admin-platforms");
      expect(response.statusCode, response.body).toBe(200);
      const ours = response.json<BenAdminPlatform[]>().filter((p) => ids.has(p.id));
      expect(ours.map((p) => p.name)).toEqual([`beta ${tag}`, `zeta ${tag}`, `Alpha ${tag}`]);
      expect(ours[2]).toMatchObject({ url: "https://alpha.example" });
    }
  });

  it("needs a session (401) whose user accepted the terms of use (403)", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/ben-admin-platforms" })).statusCode).toBe(401);
    const fresh = await createSessionFor(t.database.db, { role: "BROKER", hasAcceptedTerms: false });
    const response = await send(fresh.cookie, "GET", "/api/ben-admin-platforms");
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe("TERMS_NOT_ACCEPTED");
  });
});
