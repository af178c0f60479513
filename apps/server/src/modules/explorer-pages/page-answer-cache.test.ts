import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildExplorerPage } from "../../../test/factories/index";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { explorerPages } from "../../db/schema/index";
import { addPlans } from "./explorer-pages-test-support";
import { chooseEncoding } from "./page-answer-cache";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { EXPLORER_PAGE_CACHE_SECONDS: "30" } });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

describe("the page answer cache", () => {
  it("answers from the cache until the page is dropped from it, by id or slug alike", async () => {
    const db = t.database.db;
    const page = await buildExplorerPage(db, { vanitySlug: "cached-page" });
    const first = await get(`/api/explorer-pages/${page.id}`);
    expect((await get("/api/explorer-pages/Cached-Page")).json().name).toBe("Acme Benefits");

    await db.update(explorerPages).set({ name: "Renamed" }).where(eq(explorerPages.id, page.id));
    const cached = await get(`/api/explorer-pages/${page.id}`);
    expect(cached.json().name).toBe("Acme Benefits");
    expect(cached.headers.etag).toBe(first.headers.etag);

    t.app.explorerPageCache.invalidatePage(page.id);
    expect((await get(`/api/explorer-pages/${page.id}`)).json().name).toBe("Renamed");
    expect((await get("/api/explorer-pages/cached-page")).json().name).toBe("Renamed");
  });

  it("keeps each demo status apart and still answers 304 to a matching ETag", async () => {
    const page = await buildExplorerPage(t.database.db, { isLive: false });
    const pre = await get(`/api/explorer-pages/${page.id}`);
    const post = await get(`/api/explorer-pages/${page.id}?demoEnrollmentStatus=post`);
    expect(post.json().demoEnrollmentStatus).toBe("post");
    expect(post.headers.etag).not.toBe(pre.headers.etag);
    const again = await get(`/api/explorer-pages/${page.id}`, { "if-none-match": String(pre.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("compresses the answer as the caller accepts, with the same ETag", async () => {
    const page = await buildExplorerPage(t.database.db);
    await addPlans(t.database.db, page);
    const plain = await get(`/api/explorer-pages/${page.id}`);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(plain.headers.vary).toBe("Accept-Encoding");

    const br = await get(`/api/explorer-pages/${page.id}`, { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

    const gz = await get(`/api/explorer-pages/${page.id}`, { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it("does not cache a page that is not found", async () => {
    const missing = await get("/api/explorer-pages/not-there-yet");
    expect(missing.statusCode).toBe(404);
    await buildExplorerPage(t.database.db, { vanitySlug: "not-there-yet" });
    expect((await get("/api/explorer-pages/not-there-yet")).statusCode).toBe(200);
  });
});

describe("chooseEncoding", () => {
  it("prefers Brotli, then gzip, and honours q=0", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0.8")).toBe("gzip");
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding(undefined)).toBe("identity");
    expect(chooseEncoding("identity")).toBe("identity");
  });
});
