import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildClient } from "../../../test/factories/index";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { clientFeatureToggles, featureToggles } from "../../db/schema/index";

let t: TestApp;
let acmeId: string;
let globexId: string;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  await db.insert(featureToggles).values([
    { name: "DENTAL_COMPARISON", enabled: true },
    { name: "VISION_COMPARISON", enabled: false },
    { name: "LANGUAGE", enabled: true },
    { name: "PHASE_CHANGE_EMAILS", enabled: true },
  ]);
  acmeId = (await buildClient(db, { name: "Acme Manufacturing", caseId: "C-1001" })).id;
  globexId = (await buildClient(db, { name: "Globex Logistics", caseId: "C-1002" })).id;
  await db.insert(clientFeatureToggles).values([
    { clientId: acmeId, name: "VISION_COMPARISON", enabled: true },
    { clientId: acmeId, name: "DENTAL_COMPARISON", enabled: false },
  ]);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url });

describe("GET /api/feature-toggles", () => {
  it("returns every known toggle, with the stored global values and false for unstored ones", async () => {
    const response = await get("/api/feature-toggles");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      DENTAL_COMPARISON: true,
      VISION_COMPARISON: false,
      LANGUAGE: true,
      LARGE_CLIENT: false,
      REMOVE_EDI_FROM_EIF: false,
    });
  });

  it("keeps internal rows of the table (the owner's phase-change flag) out of the public answer", async () => {
    const body = (await get("/api/feature-toggles")).json();
    expect(Object.keys(body)).not.toContain("PHASE_CHANGE_EMAILS");
  });

  it("applies a client's overrides on top of the globals", async () => {
    const body = (await get(`/api/feature-toggles?clientId=${acmeId}`)).json();
    expect(body.VISION_COMPARISON).toBe(true);
    expect(body.DENTAL_COMPARISON).toBe(false);
    expect(body.LANGUAGE).toBe(true);
  });

  it("does not leak one client's overrides to another client", async () => {
    const body = (await get(`/api/feature-toggles?clientId=${globexId}`)).json();
    expect(body.VISION_COMPARISON).toBe(false);
    expect(body.DENTAL_COMPARISON).toBe(true);
  });

  it("follows a change of a global toggle at once", async () => {
    await t.database.db.insert(featureToggles).values({ name: "LARGE_CLIENT", enabled: true }).onConflictDoNothing();
    expect((await get("/api/feature-toggles")).json().LARGE_CLIENT).toBe(true);
  });

  it("rejects a malformed client id with a validation error", async () => {
    const response = await get("/api/feature-toggles?clientId=1%27%20or%201=1");
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].path).toBe("querystring.clientId");
  });
});
