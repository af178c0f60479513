/**
 * Open enrollment from one office address (decision 031): a whole employer opens its benefits site at 9 a.m. from
 * one address. Its page views (the page, the page API, the logo, the boot calls and the web app's files) are counted
 * apart from the strict limit that guards sign-in and writes: more of them than that limit all succeed, while the
 * same address's sign-in attempts and other API calls are still limited, and another address is unaffected.
 * Through the real app (a minimal web build: the SPA's HTML stands in for the server render) and real Postgres.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildDocument, buildExplorerPage } from "../../test/factories/index";
import { buildTestApp, csrfHeaders, type TestApp } from "../../test/test-app";
import { LocalDiskStorage } from "../integrations/storage/local-disk-storage";

const API_LIMIT = 20;
const EXPLORER_READ_LIMIT = 300;
const SIGN_IN_LIMIT = 10;
/** Each view counts four explorer reads (the page, the page API, the logo, the configuration): 160 in all. */
const PAGE_VIEWS = 40;
const OFFICE = "203.0.113.7";
const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000001", "hex");

let t: TestApp;
let dataDir: string;
let slug: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "onboard-explorer-traffic-"));
  const webDir = path.join(dataDir, "web");
  await mkdir(path.join(webDir, "assets"), { recursive: true });
  await writeFile(path.join(webDir, "index.html"), '<!doctype html><script src="/assets/app-a1b2c3d4.js"></script>');
  await writeFile(path.join(webDir, "assets/app-a1b2c3d4.js"), "export {};");
  await writeFile(path.join(webDir, "explorer-boot.js"), "void 0;");
  t = await buildTestApp({
    env: {
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDir,
      RATE_LIMIT_MAX: String(API_LIMIT),
      EXPLORER_READ_RATE_LIMIT_MAX: String(EXPLORER_READ_LIMIT),
      AUTHN_RATE_LIMIT_MAX: String(SIGN_IN_LIMIT),
      // Served from the page answer cache, as in production.
      EXPLORER_PAGE_CACHE_SECONDS: "60",
    },
  });
  const db = t.database.db;
  const logo = await buildDocument(db, { category: "explorer-logo", name: "Logo.png", mimeType: "image/png" });
  await new LocalDiskStorage(path.join(dataDir, "files")).put(logo.storageKey, PNG, "image/png");
  slug = `office-${Math.random().toString(36).slice(2, 10)}`;
  await buildExplorerPage(db, { vanitySlug: slug, logoDocumentId: logo.id });
}, 60_000);

afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const get = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers, remoteAddress });

let signInHeaders: Record<string, string>;
async function signIn(remoteAddress: string) {
  signInHeaders ??= await csrfHeaders(t.app);
  const payload = { username: "someone@example.com", password: "a guess at it" };
  return t.app.inject({ method: "POST", url: "/api/authn", headers: signInHeaders, payload, remoteAddress });
}

interface Fetched {
  url: string;
  status: number;
}

/** One browser's view of the page: what it fetches, revalidating what it holds (`etags`, kept across its views). */
async function pageView(remoteAddress: string, etags: Map<string, string>): Promise<Fetched[]> {
  const fetched: Fetched[] = [];
  const fetchOne = async (url: string) => {
    const held = etags.get(url);
    const response = await get(url, remoteAddress, held ? { "if-none-match": held } : {});
    if (response.headers.etag) etags.set(url, String(response.headers.etag));
    fetched.push({ url, status: response.statusCode });
    return response;
  };
  await fetchOne(`/benefits-explorer/${slug}`);
  await fetchOne("/explorer-boot.js");
  await fetchOne("/assets/app-a1b2c3d4.js");
  await fetchOne("/api/configuration");
  const page = await fetchOne(`/api/explorer-pages/${slug}`);
  const logoUrl =
    page.statusCode === 200
      ? page.json<{ branding: { logoUrl: string | null } }>().branding.logoUrl
      : etags.get("logo");
  // Every view of this page shows its logo.
  if (!logoUrl) throw new Error("The page's answer has no logo");
  etags.set("logo", logoUrl);
  await fetchOne(logoUrl);
  return fetched;
}

const isWebAppFile = (url: string) => url.startsWith("/assets/") || url === "/explorer-boot.js";

describe("public explorer traffic from one office address", () => {
  it("serves more page views than the API limit allows, 200 or 304 each, while sign-in there is still limited", async () => {
    const fetched: Fetched[] = [];
    // Each browser of the office opens the page twice: the second time it revalidates what it holds.
    for (let browser = 0; browser < PAGE_VIEWS / 2; browser++) {
      const etags = new Map<string, string>();
      fetched.push(...(await pageView(OFFICE, etags)), ...(await pageView(OFFICE, etags)));
    }
    expect(fetched.filter(({ status }) => status !== 200 && status !== 304)).toEqual([]);
    expect(fetched.filter(({ status }) => status === 304).length).toBeGreaterThanOrEqual(PAGE_VIEWS * 2);
    // The page, the page API, the logo and the configuration were counted: eight times the API limit.
    expect(fetched.filter(({ url }) => !isWebAppFile(url)).length).toBe(PAGE_VIEWS * 4);

    // The API limit was not spent by the page views: the office's other calls get all of it, then 429.
    const apiCalls: number[] = [];
    for (let call = 0; call <= API_LIMIT; call++) apiCalls.push((await get("/api/service-status", OFFICE)).statusCode);
    expect(apiCalls.slice(0, API_LIMIT)).toEqual(Array(API_LIMIT).fill(200));
    expect(apiCalls[API_LIMIT]).toBe(429);

    // Sign-in from the same address keeps its own strict limit.
    const attempts: number[] = [];
    for (let call = 0; call <= SIGN_IN_LIMIT; call++) attempts.push((await signIn(OFFICE)).statusCode);
    expect(attempts.slice(0, SIGN_IN_LIMIT)).toEqual(Array(SIGN_IN_LIMIT).fill(401));
    expect(attempts[SIGN_IN_LIMIT]).toBe(429);
    // And the page keeps loading for the office.
    expect((await get(`/api/explorer-pages/${slug}`, OFFICE)).statusCode).toBe(200);
    expect((await get(`/benefits-explorer/${slug}`, OFFICE)).statusCode).toBe(200);

    // Another address is unaffected by all of it.
    expect((await signIn("198.51.100.9")).statusCode).toBe(401);
    expect((await get("/api/service-status", "198.51.100.9")).statusCode).toBe(200);
    expect((await get(`/benefits-explorer/${slug}`, "198.51.100.9")).statusCode).toBe(200);
  });

  it("gives the explorer's reads a limit of their own, which does not touch the API's", async () => {
    const address = "192.0.2.44";
    const statuses: number[] = [];
    for (let call = 0; call < EXPLORER_READ_LIMIT; call++) {
      const url = call % 2 === 0 ? `/api/explorer-pages/${slug}` : `/es/benefits-explorer/${slug}`;
      statuses.push((await get(url, address)).statusCode);
    }
    expect(statuses).toEqual(Array(EXPLORER_READ_LIMIT).fill(200));
    const refused = await get(`/api/explorer-pages/${slug}`, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["x-ratelimit-limit"]).toBe(String(EXPLORER_READ_LIMIT));
    // The web app's files are never counted, and the address's API calls still have their own limit.
    expect((await get("/assets/app-a1b2c3d4.js", address)).statusCode).toBe(200);
    expect((await get("/api/service-status", address)).statusCode).toBe(200);
  });
});
