/** GET /api/clients/:clientId/explorer-pages/:explorerPageId/preview (+ /documents/:documentId): staff previews. */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { explorerPreviewDocumentPath, explorerPreviewPath } from "@onboard/domain/explorer/explorer-preview-api";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildExplorerPage } from "../../../test/factories/index";
import { createSessionFor } from "../../../test/sessions";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { explorerPages } from "../../db/schema/index";
import { LocalDiskStorage } from "../../integrations/storage/local-disk-storage";
import { addPlans } from "./explorer-pages-test-support";

let t: TestApp;
let dataDir: string;
let storage: LocalDiskStorage;
let staffCookie: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "onboard-explorer-preview-"));
  t = await buildTestApp({ env: { DATA_DIR: dataDir } });
  storage = new LocalDiskStorage(path.join(dataDir, "files"));
  staffCookie = (await createSessionFor(t.database.db, { role: "SLF_ADMIN" })).cookie;
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const DAY_MS = 24 * 60 * 60 * 1000;
const PDF = Buffer.from("%PDF-1.4 preview summary");
const get = (url: string, cookie?: string) => t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

async function pageWithPlans(overrides: Parameters<typeof buildExplorerPage>[1] = {}) {
  const page = await buildExplorerPage(t.database.db, overrides);
  const { summaryEn, summaryEs } = await addPlans(t.database.db, page);
  await storage.put(summaryEn.storageKey, PDF, "application/pdf");
  return { page, summaryEn, summaryEs };
}

describe("GET /api/clients/:clientId/explorer-pages/:explorerPageId/preview", () => {
  it("shows staff a page in maintenance with its plans, the true state, never cached", async () => {
    const { page, summaryEn } = await pageWithPlans({ maintenanceMode: true });
    const publicBody = (await get(`/api/explorer-pages/${page.id}`)).json();
    expect(publicBody).toMatchObject({ state: "maintenance", benefits: [] });

    for (const role of ["SLF_OWNER", "SLF_ADMIN"] as const) {
      const { cookie } = await createSessionFor(t.database.db, { role });
      const response = await get(explorerPreviewPath(page.clientId, page.id), cookie);
      expect(response.statusCode, role).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.headers.etag).toBeUndefined();
      const body = response.json();
      expect(body).toMatchObject({ id: page.id, state: "maintenance", demoEnrollmentStatus: "pre" });
      expect(body.benefits.map((g: { benefitType: string }) => g.benefitType)).toEqual([
        "MEDICAL",
        "DENTAL",
        "VISION",
        "OTHER",
      ]);
      expect(body.benefits[0].planSummaryDocuments.en.url).toBe(
        explorerPreviewDocumentPath(page.clientId, page.id, summaryEn.id),
      );
      expect(body.benefits[0].highlighterText).toEqual({ en: "Doctor visits", es: "Visitas al médico" });
    }
  });

  it("includes the plans whatever the state: not started, expired, demo (with its enrollment status)", async () => {
    const cases = [
      { overrides: { startsAt: new Date(Date.now() + 5 * DAY_MS) }, state: "notStarted" },
      { overrides: { expiresAt: new Date(Date.now() - DAY_MS) }, state: "expired" },
      { overrides: { isLive: false }, state: "demo" },
    ] as const;
    for (const { overrides, state } of cases) {
      const { page } = await pageWithPlans(overrides);
      const response = await get(
        `${explorerPreviewPath(page.clientId, page.id)}?demoEnrollmentStatus=post`,
        staffCookie,
      );
      expect(response.statusCode, state).toBe(200);
      const body = response.json();
      expect(body.state).toBe(state);
      expect(body.demoEnrollmentStatus).toBe("post");
      expect(body.isPersonalPlanLinkShown).toBe(state !== "expired");
      expect(body.benefits).toHaveLength(4);
    }
  });

  it("answers the page as it is now (no cache), and leaves the public answer alone", async () => {
    const { page } = await pageWithPlans();
    const url = explorerPreviewPath(page.clientId, page.id);
    expect((await get(url, staffCookie)).json().name).toBe("Acme Benefits");
    await t.database.db.update(explorerPages).set({ name: "Renamed Benefits" }).where(eq(explorerPages.id, page.id));
    expect((await get(url, staffCookie)).json().name).toBe("Renamed Benefits");
    const publicBody = (await get(`/api/explorer-pages/${page.id}`)).json();
    expect(publicBody.benefits[0].planSummaryDocuments.en.url).toMatch(/^\/api\/explorer-pages\//);
  });

  it("is 401 signed out, 403 to brokers and ben admins even on their own client", async () => {
    const { page } = await pageWithPlans();
    const url = explorerPreviewPath(page.clientId, page.id);
    expect((await get(url)).statusCode).toBe(401);
    for (const role of ["BROKER", "BEN_ADMIN"] as const) {
      const { cookie } = await createSessionFor(t.database.db, { role, clientIds: [page.clientId] });
      const response = await get(url, cookie);
      expect(response.statusCode, role).toBe(403);
      expect(response.json().code).toBe("FORBIDDEN");
    }
  });

  it("is 404 for another client's page, a deleted page and an unknown one", async () => {
    const { page } = await pageWithPlans();
    const other = await buildExplorerPage(t.database.db);
    const deleted = await buildExplorerPage(t.database.db, { deletedAt: new Date() });
    for (const url of [
      explorerPreviewPath(other.clientId, page.id),
      explorerPreviewPath(deleted.clientId, deleted.id),
      explorerPreviewPath(page.clientId, "00000000-0000-4000-8000-00000000abcd"),
    ]) {
      const response = await get(url, staffCookie);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().code).toBe("NOT_FOUND");
    }
  });

  it("is 400 for a bad enrollment status or a page id that is not a uuid", async () => {
    const { page } = await pageWithPlans();
    const bad = await get(`${explorerPreviewPath(page.clientId, page.id)}?demoEnrollmentStatus=later`, staffCookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe("querystring.demoEnrollmentStatus");
    expect((await get(explorerPreviewPath(page.clientId, "acme"), staffCookie)).statusCode).toBe(400);
  });
});

describe("GET /api/clients/:clientId/explorer-pages/:explorerPageId/preview/documents/:documentId", () => {
  it("serves staff the plan summaries of a page the public cannot see yet, never cached", async () => {
    const { page, summaryEn } = await pageWithPlans({ startsAt: new Date(Date.now() + 5 * DAY_MS) });
    expect((await get(`/api/explorer-pages/${page.id}/documents/${summaryEn.id}`)).statusCode).toBe(404);
    const url = explorerPreviewDocumentPath(page.clientId, page.id, summaryEn.id);
    const response = await get(url, staffCookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.rawPayload.equals(PDF)).toBe(true);
  });

  it("refuses callers who are not staff, and files the page does not link to", async () => {
    const { page, summaryEn } = await pageWithPlans({ maintenanceMode: true });
    const other = await pageWithPlans();
    const url = explorerPreviewDocumentPath(page.clientId, page.id, summaryEn.id);
    expect((await get(url)).statusCode).toBe(401);
    const broker = await createSessionFor(t.database.db, { role: "BROKER", clientIds: [page.clientId] });
    expect((await get(url, broker.cookie)).statusCode).toBe(403);
    const foreign = explorerPreviewDocumentPath(page.clientId, page.id, other.summaryEn.id);
    expect((await get(foreign, staffCookie)).statusCode).toBe(404);
    const wrongClient = explorerPreviewDocumentPath(other.page.clientId, page.id, summaryEn.id);
    expect((await get(wrongClient, staffCookie)).statusCode).toBe(404);
  });
});
