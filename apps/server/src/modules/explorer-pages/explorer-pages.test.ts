import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildExplorerPage } from "../../../test/factories/index";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { benefitPlans, explorerPages } from "../../db/schema/index";
import { addPlans } from "./explorer-pages-test-support";

let t: TestApp;
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const pick = (d: { id: string; name: string; storageKey: string }) => ({
  id: d.id,
  name: d.name,
  documentKey: d.storageKey,
  mimeType: "application/pdf",
});
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

describe("GET /api/explorer-pages/:id", () => {
  it("answers a live page with its public fields, no session needed", async () => {
    const page = await buildExplorerPage(t.database.db, { vanitySlug: "acme-live" });
    const response = await get(`/api/explorer-pages/${page.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: page.id,
      name: "Acme Benefits",
      state: "live",
      isOpenEnrollmentActive: true,
      isPersonalPlanLinkShown: true,
      demoEnrollmentStatus: "pre",
      employerState: "MA",
      branding: { customBranding: false, hideSunLifeLogo: false, nonSunLifeBenefitsExplorer: false },
      medicalVideo: { choice: "NO_VIDEO" },
      benefits: [],
    });
    // Nothing about the owner, internal links or the QPS push leaves the server.
    for (const internal of ["pageOwnerUserId", "pageOwner", "notificationLink", "clientId", "territory", "version"]) {
      expect(body).not.toHaveProperty(internal);
    }
    expect(response.body).not.toContain(page.pageOwnerUserId ?? "no owner");
  });

  it("tells each state apart: demo, maintenance, not started and expired", async () => {
    const db = t.database.db;
    const now = Date.now();
    const cases = [
      { overrides: { isLive: false }, state: "demo" },
      { overrides: { maintenanceMode: true, startsAt: new Date(now + DAY_MS) }, state: "maintenance" },
      { overrides: { startsAt: new Date(now + DAY_MS) }, state: "notStarted" },
      { overrides: { startsAt: new Date(now - 30 * DAY_MS), expiresAt: new Date(now - DAY_MS) }, state: "expired" },
    ] as const;
    for (const { overrides, state } of cases) {
      const page = await buildExplorerPage(db, overrides);
      const body = (await get(`/api/explorer-pages/${page.id}`)).json();
      expect(body.state, state).toBe(state);
      expect(body.isPersonalPlanLinkShown, state).toBe(state !== "expired");
    }
  });

  it("keeps the plans of a page in maintenance or not yet started to itself", async () => {
    const page = await buildExplorerPage(t.database.db, { maintenanceMode: true });
    await addPlans(t.database.db, page);
    const body = (await get(`/api/explorer-pages/${page.id}`)).json();
    expect(body.state).toBe("maintenance");
    expect(body.benefits).toEqual([]);
  });

  it("reports the open-enrollment window as inactive outside it", async () => {
    const page = await buildExplorerPage(t.database.db, {
      openEnrollmentStart: "2020-01-01",
      openEnrollmentEnd: "2020-01-31",
    });
    expect((await get(`/api/explorer-pages/${page.id}`)).json().isOpenEnrollmentActive).toBe(false);
  });

  it("finds a page by its vanity slug, whatever the case, spaces included", async () => {
    const page = await buildExplorerPage(t.database.db, { vanitySlug: "Acme Open Enrollment" });
    for (const slug of ["Acme%20Open%20Enrollment", "acme%20open%20enrollment", "ACME%20OPEN%20ENROLLMENT"]) {
      const response = await get(`/api/explorer-pages/${slug}`);
      expect(response.statusCode, slug).toBe(200);
      expect(response.json().id).toBe(page.id);
    }
  });

  it("groups the plans by benefit type in the fixed display order, with highlighters and summaries", async () => {
    const page = await buildExplorerPage(t.database.db);
    const { summaryEn, summaryEs } = await addPlans(t.database.db, page);
    const body = (await get(`/api/explorer-pages/${page.id}`)).json();
    expect(body.benefits.map((g: { benefitType: string }) => g.benefitType)).toEqual([
      "MEDICAL",
      "DENTAL",
      "VISION",
      "OTHER",
    ]);
    const [medical, dental] = body.benefits;
    expect(medical.plans.map((p: { planName: string }) => p.planName)).toEqual(["Choice PPO", "Value HMO"]);
    expect(medical.highlighterText).toEqual({ en: "Doctor visits", es: "Visitas al médico" });
    expect(medical.highlighterOrder).toBe(1);
    expect(dental.highlighterText).toEqual({ en: "Cleanings", es: null });
    const url = (id: string) => `/api/explorer-pages/${page.id}/documents/${id}`;
    expect(medical.planSummaryDocuments).toEqual({
      en: { ...pick(summaryEn), url: url(summaryEn.id) },
      es: { ...pick(summaryEs), url: url(summaryEs.id) },
    });
    expect(dental.planSummaryDocuments).toEqual({});
    expect(medical.plans[0]).toMatchObject({
      planType: "PPO",
      contentFlags: ["$$"],
      medicalDeductibleIndividualInNetwork: 1500,
      planSummaryDocument: { id: summaryEn.id },
    });
    expect(medical.plans[0]).not.toHaveProperty("explorerPageId");
    expect(dental.plans[0]).toMatchObject({ benefitLevel: "LOW_HIGH", dentalTypeOneInNetwork: 100 });
    // The soft-deleted accident plan is gone, and with it the accident group.
    expect(JSON.stringify(body)).not.toContain("Accident Gone");
  });

  it("echoes the demo enrollment status and refuses any other value with 400", async () => {
    const page = await buildExplorerPage(t.database.db, { isLive: false });
    for (const status of ["pre", "active", "post"]) {
      const response = await get(`/api/explorer-pages/${page.id}?demoEnrollmentStatus=${status}`);
      expect(response.json().demoEnrollmentStatus).toBe(status);
    }
    const bad = await get(`/api/explorer-pages/${page.id}?demoEnrollmentStatus=mid`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe("querystring.demoEnrollmentStatus");
  });

  it("answers 404 for an unknown id or slug and for a deleted page", async () => {
    const deleted = await buildExplorerPage(t.database.db, { vanitySlug: "gone-page", deletedAt: new Date() });
    for (const id of ["00000000-0000-4000-8000-000000000000", "no-such-slug", deleted.id, "gone-page"]) {
      const response = await get(`/api/explorer-pages/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toMatchObject({ code: "NOT_FOUND", message: "Explorer page not found" });
    }
  });

  it("tags the answer, answers 304 to a matching If-None-Match, and 200 again after a change", async () => {
    const db = t.database.db;
    const page = await buildExplorerPage(db);
    await addPlans(db, page);
    const first = await get(`/api/explorer-pages/${page.id}`);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers["cache-control"]).toBe("public, max-age=60, stale-while-revalidate=300");

    const cached = await get(`/api/explorer-pages/${page.id}`, { "if-none-match": etag });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe("");
    expect(cached.headers.etag).toBe(etag);

    const otherStatus = await get(`/api/explorer-pages/${page.id}?demoEnrollmentStatus=post`, {
      "if-none-match": etag,
    });
    expect(otherStatus.statusCode).toBe(200);

    await db.update(benefitPlans).set({ planName: "Choice PPO Plus" }).where(eq(benefitPlans.planName, "Choice PPO"));
    await db.update(explorerPages).set({ name: "Acme Benefits 2026" }).where(eq(explorerPages.id, page.id));
    const changed = await get(`/api/explorer-pages/${page.id}`, { "if-none-match": etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().name).toBe("Acme Benefits 2026");
  });

  it("works on the explorer host", async () => {
    const page = await buildExplorerPage(t.database.db, { vanitySlug: "acme-explorer-host" });
    const explorerHost = new URL(t.config.explorerOrigin ?? "http://localhost:3001").host;
    const byId = await get(`/api/explorer-pages/${page.id}`, { host: explorerHost });
    expect(byId.statusCode).toBe(200);
    const bySlug = await get("/api/explorer-pages/acme-explorer-host", { host: explorerHost });
    expect(bySlug.json().id).toBe(page.id);
  });
});
