/**
 * The public page answers for each of the nine seeded explorer pages (one of each kind, and the large site), seeded
 * relative to now.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { createTestDatabase } from "../../../test/test-database";
import { SUMMIT_PLAN_COUNT } from "../../db/seed/data/explorer-plans-summit";
import { explorerPageIdOf } from "../../db/seed/explorer-pages";
import { seedDemoData } from "../../db/seed/seed-demo-data";
import { LocalDiskStorage } from "../../integrations/storage/local-disk-storage";

let t: TestApp;
let storageDir: string;

beforeAll(async () => {
  const database = await createTestDatabase();
  storageDir = await mkdtemp(path.join(tmpdir(), "onboard-explorer-seed-"));
  await seedDemoData(database.db, {
    today: new Date(),
    storage: new LocalDiskStorage(storageDir),
    demoPassword: "Demo-Password-123!",
  });
  t = await buildTestApp({ database });
}, 120_000);
afterAll(async () => {
  await t.close();
  await t.database.close();
  await rm(storageDir, { recursive: true, force: true });
});

const SEEDED_STATES = {
  "harborview-current": "live",
  "harborview-previous": "live",
  "lonestar-demo": "demo",
  "peachtree-expired": "expired",
  "gardenstate-upcoming": "notStarted",
  "greatlakes-maintenance": "maintenance",
  "cascade-branded": "live",
  "rockymountain-tpa": "live",
  "summit-large": "live",
} as const;

describe("the seeded explorer pages", () => {
  it.each(Object.entries(SEEDED_STATES))("answers %s as %s", async (key, state) => {
    const response = await t.app.inject({ method: "GET", url: `/api/explorer-pages/${explorerPageIdOf(key)}` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.state).toBe(state);
    if (state === "live" || state === "demo") expect(body.benefits.length).toBeGreaterThan(0);
  });

  it("resolves a seeded vanity slug and names the newer page of a replaced one", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/explorer-pages/Harborview-Medical-Prior-Year" });
    expect(response.json()).toMatchObject({
      id: explorerPageIdOf("harborview-previous"),
      newExplorerPageId: explorerPageIdOf("harborview-current"),
      showLegacyDentalPlanTable: true,
    });
  });

  it("answers the large site's twenty plans across its benefit types", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/explorer-pages/summit-regional-health" });
    expect(response.json().id).toBe(explorerPageIdOf("summit-large"));
    const benefits = response.json().benefits as { benefitType: string; plans: unknown[] }[];
    expect(benefits.flatMap((b) => b.plans)).toHaveLength(SUMMIT_PLAN_COUNT);
    expect(benefits.length).toBeGreaterThanOrEqual(10);
  });

  it("carries the branding of the custom-branded and the non-carrier pages", async () => {
    const branded = await t.app.inject({ method: "GET", url: "/api/explorer-pages/cascade-timber" });
    expect(branded.json().branding).toMatchObject({ customBranding: true, customThemeBrandColor: expect.any(String) });
    const tpa = await t.app.inject({ method: "GET", url: "/api/explorer-pages/rmcu-benefits" });
    expect(tpa.json().branding).toMatchObject({ nonSunLifeBenefitsExplorer: true, hideSunLifeLogo: true });
  });
});
