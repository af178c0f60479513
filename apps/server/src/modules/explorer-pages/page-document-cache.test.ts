/** The public page documents' cache: the logo every visitor asks for is answered without the database, until the page changes. */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildDocument, buildExplorerPage } from "../../../test/factories/index";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { documents, explorerPages } from "../../db/schema/index";
import { LocalDiskStorage } from "../../integrations/storage/local-disk-storage";

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "onboard-explorer-doc-cache-"));
  t = await buildTestApp({ env: { DATA_DIR: dataDir, EXPLORER_PAGE_CACHE_SECONDS: "30" } });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000001", "hex");
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

describe("the page documents' cache", () => {
  it("answers a page's logo from the cache, 304 included, until the page is dropped from it", async () => {
    const db = t.database.db;
    const logo = await buildDocument(db, { category: "explorer-logo", name: "Logo.png", mimeType: "image/png" });
    await new LocalDiskStorage(path.join(dataDir, "files")).put(logo.storageKey, PNG, "image/png");
    const page = await buildExplorerPage(db, { vanitySlug: "logo-cache-page", logoDocumentId: logo.id });
    const url = `/api/explorer-pages/${page.id}/documents/${logo.id}`;
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toBe(`"${logo.sha256}"`);

    // Changed in the database: the kept row still answers (the 304 and the name), until the page is dropped.
    await db
      .update(documents)
      .set({ sha256: "f".repeat(64), name: "Renamed.png" })
      .where(eq(documents.id, logo.id));
    const cached = await get(url, { "if-none-match": `"${logo.sha256}"` });
    expect(cached.statusCode).toBe(304);
    expect((await get(url)).headers["content-disposition"]).toContain("Logo.png");

    t.app.explorerPageCache.invalidatePage(page.id);
    const fresh = await get(url);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers.etag).toBe(`"${"f".repeat(64)}"`);
    expect(fresh.headers["content-disposition"]).toContain("Renamed.png");
  });

  it("does not keep a refusal: a document the page links to a moment later is served", async () => {
    const db = t.database.db;
    const page = await buildExplorerPage(db);
    const logo = await buildDocument(db, { category: "explorer-logo", name: "Later.png", mimeType: "image/png" });
    await new LocalDiskStorage(path.join(dataDir, "files")).put(logo.storageKey, PNG, "image/png");
    const url = `/api/explorer-pages/${page.id}/documents/${logo.id}`;
    expect((await get(url)).statusCode).toBe(404);
    await db.update(explorerPages).set({ logoDocumentId: logo.id }).where(eq(explorerPages.id, page.id));
    expect((await get(url)).statusCode).toBe(200);
  });
});
