/** GET /api/explorer-pages/:id/documents/:documentId : only the files the public page links to, inline and cacheable. */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildDocument, buildExplorerPage } from "../../../test/factories/index";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { benefitPlans, documents } from "../../db/schema/index";
import { LocalDiskStorage } from "../../integrations/storage/local-disk-storage";
import { addPlans } from "./explorer-pages-test-support";

let t: TestApp;
let dataDir: string;
let storage: LocalDiskStorage;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "onboard-explorer-docs-"));
  t = await buildTestApp({ env: { DATA_DIR: dataDir } });
  storage = new LocalDiskStorage(path.join(dataDir, "files"));
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const PDF = Buffer.from("%PDF-1.4 explorer summary");
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

async function pageWithFiles(overrides: Parameters<typeof buildExplorerPage>[1] = {}) {
  const db = t.database.db;
  const page = await buildExplorerPage(db, { vanitySlug: `docs-${Math.random().toString(36).slice(2)}`, ...overrides });
  const { summaryEn, summaryEs } = await addPlans(db, page);
  await storage.put(summaryEn.storageKey, PDF, "application/pdf");
  await storage.put(summaryEs.storageKey, PDF, "application/pdf");
  return { page, summaryEn, summaryEs };
}

describe("GET /api/explorer-pages/:id/documents/:documentId", () => {
  it("answers a plan summary inline, by page id or slug, cacheable, no session needed", async () => {
    const { page, summaryEn, summaryEs } = await pageWithFiles();
    const body = (await get(`/api/explorer-pages/${page.id}`)).json();
    const url = body.benefits[0].planSummaryDocuments.en.url;
    for (const address of [url, `/api/explorer-pages/${page.vanitySlug}/documents/${summaryEs.id}`]) {
      const response = await get(address);
      expect(response.statusCode, address).toBe(200);
      expect(response.headers["content-type"]).toBe("application/pdf");
      expect(response.headers["content-disposition"]).toMatch(/^inline; filename=/);
      expect(response.headers["cache-control"]).toBe("public, max-age=3600");
      expect(response.rawPayload.equals(PDF)).toBe(true);
    }
    const first = await get(url);
    expect(first.headers.etag).toBe(`"${summaryEn.sha256}"`);
    const cached = await get(url, { "if-none-match": String(first.headers.etag) });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe("");
  });

  it("serves byte ranges (phones need them for video)", async () => {
    const { page, summaryEn } = await pageWithFiles();
    const url = `/api/explorer-pages/${page.id}/documents/${summaryEn.id}`;
    const part = await get(url, { range: "bytes=0-3" });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 0-3/${PDF.length}`);
    expect(part.body).toBe("%PDF");
    expect((await get(url, { range: `bytes=${PDF.length + 5}-` })).statusCode).toBe(416);
  });

  it("serves the logo and the videos the page shows", async () => {
    const db = t.database.db;
    const seed = await buildExplorerPage(db);
    const logo = await buildDocument(db, {
      clientId: seed.clientId,
      name: "logo.png",
      language: "en",
      mimeType: "image/png",
    });
    const video = await buildDocument(db, {
      clientId: seed.clientId,
      name: "medico.mp4",
      language: "es",
      mimeType: "video/mp4",
    });
    await storage.put(logo.storageKey, Buffer.from("png"), "image/png");
    await storage.put(video.storageKey, Buffer.from("mp4"), "video/mp4");
    const page = await buildExplorerPage(db, {
      logoDocumentId: logo.id,
      medicalVideo: "ENGLISH_AND_SPANISH_VIDEO",
      medicalVideoSpanishDocumentId: video.id,
    });
    const logoResponse = await get(`/api/explorer-pages/${page.id}/documents/${logo.id}`);
    expect(logoResponse.statusCode).toBe(200);
    expect(logoResponse.headers["content-type"]).toBe("image/png");
    const videoResponse = await get(`/api/explorer-pages/${page.id}/documents/${video.id}`);
    expect(videoResponse.headers["content-type"]).toBe("video/mp4");
    // The same video on a page that shows only an English one is not that page's to serve.
    const englishOnly = await buildExplorerPage(db, {
      medicalVideo: "ENGLISH_VIDEO",
      medicalVideoSpanishDocumentId: video.id,
    });
    expect((await get(`/api/explorer-pages/${englishOnly.id}/documents/${video.id}`)).statusCode).toBe(404);
  });

  it("answers 404 for a document the page does not reference, a deleted plan's, a deleted one, or an unknown page", async () => {
    const db = t.database.db;
    const { page, summaryEn } = await pageWithFiles();
    const other = await pageWithFiles();
    const unrelated = await buildDocument(db, { clientId: page.clientId, name: "Internal.pdf", language: "en" });
    await storage.put(unrelated.storageKey, PDF, "application/pdf");
    const cases = [
      `/api/explorer-pages/${page.id}/documents/${other.summaryEn.id}`,
      `/api/explorer-pages/${page.id}/documents/${unrelated.id}`,
      `/api/explorer-pages/00000000-0000-4000-8000-000000000000/documents/${summaryEn.id}`,
    ];
    for (const url of cases) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().code).toBe("NOT_FOUND");
    }
    await db.update(benefitPlans).set({ deletedAt: new Date() }).where(eq(benefitPlans.explorerPageId, page.id));
    expect((await get(`/api/explorer-pages/${page.id}/documents/${summaryEn.id}`)).statusCode).toBe(404);
    const otherSummary = `/api/explorer-pages/${other.page.id}/documents/${other.summaryEs.id}`;
    expect((await get(otherSummary)).statusCode).toBe(200);
    await db.update(documents).set({ deletedAt: new Date() }).where(eq(documents.id, other.summaryEs.id));
    expect((await get(otherSummary)).statusCode).toBe(404);
    expect((await get(`/api/explorer-pages/${page.id}/documents/not-a-uuid`)).statusCode).toBe(400);
  });

  it("keeps the plan summaries of a page in maintenance to itself", async () => {
    const { page, summaryEn } = await pageWithFiles({ maintenanceMode: true });
    expect((await get(`/api/explorer-pages/${page.id}/documents/${summaryEn.id}`)).statusCode).toBe(404);
  });
});
