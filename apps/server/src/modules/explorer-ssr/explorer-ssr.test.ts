/**
 * The server-rendered public explorer, through the real app and the real web build (built here when missing): the
 * whole page in the HTML with its state embedded for hydration, both languages, the personal plan, not-found, the
 * comparison, both hosts, ETag/304, brotli and gzip, HEAD, the purge on a staff change, and an embedded state that
 * no page or plan name can break out of.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { EXPLORER_BOOT_STATE_ID, type ExplorerBootState } from "@onboard/domain/explorer/explorer-boot-state";
import type { ExplorerPageResponse, ExplorerPlan } from "@onboard/domain/explorer/explorer-page-schemas";
import { benefitTypeName, planTitle } from "@onboard/domain/explorer/plan-titles";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildBenefitPlan, buildExplorerPage } from "../../../test/factories/index";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { arrangeClient, call, PAGES, siteBody } from "../explorer-admin/explorer-admin-test-support";
import { addPlans } from "../explorer-pages/explorer-pages-test-support";

const REPO_ROOT = fileURLToPath(new URL("../../../../../", import.meta.url));
const WEB_DIST = path.join(REPO_ROOT, "apps/web/dist");
const RENDERER = path.join(REPO_ROOT, "apps/web/dist-ssr/explorer-render.js");
const MANIFEST = path.join(WEB_DIST, ".vite/explorer-manifest.json");
const EXPLORER_ORIGIN = "http://benefits.explorer.test";
const EXPLORER_HOST = new URL(EXPLORER_ORIGIN).host;

/** The plans addPlans gives a page that a visitor sees (its "Accident Gone" is deleted). */
const PLAN_NAMES = ["Employee Assistance", "Vision Plus", "Choice PPO", "Dental PPO", "Value HMO"];

type Language = "en" | "es";
/** A string of the web app's own locale files, e.g. locale("es", "explorer", "plan.save"). */
function locale(language: Language, namespace: string, key: string): string {
  const file = path.join(REPO_ROOT, `apps/web/src/locales/${language}/${namespace}.json`);
  const value = key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], JSON.parse(readFileSync(file, "utf8")));
  if (typeof value !== "string") throw new Error(`No string at ${language}/${namespace}:${key}`);
  return value;
}
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/{{(\w+)}}/g, (_, name: string) => String(values[name]));
/** Text as React writes it into HTML. */
const inHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

/** The state embedded for hydration: the text of the first `</script>` after its opening tag must be the whole JSON. */
function embeddedState(html: string): ExplorerBootState {
  const opening = `<script type="application/json" id="${EXPLORER_BOOT_STATE_ID}">`;
  const start = html.indexOf(opening);
  expect(start, "the embedded state's script element").toBeGreaterThan(-1);
  const end = html.indexOf("</script>", start + opening.length);
  return JSON.parse(html.slice(start + opening.length, end)) as ExplorerBootState;
}

let t: TestApp;
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });
const onExplorerHost = (url: string, headers: Record<string, string> = {}) =>
  get(url, { ...headers, host: EXPLORER_HOST });

beforeAll(async () => {
  if (!existsSync(RENDERER) || !existsSync(MANIFEST)) {
    execFileSync("npm", ["run", "build", "-w", "@onboard/web"], { cwd: REPO_ROOT, stdio: "inherit" });
  }
  t = await buildTestApp({
    env: {
      WEB_DIST_DIR: WEB_DIST,
      EXPLORER_ORIGIN,
      // The page answers cached, as in production: a staff change must drop them and the rendered pages at once.
      EXPLORER_PAGE_CACHE_SECONDS: "60",
    },
  });
}, 300_000);
afterAll(() => t?.close());

/** A live page with a vanity slug and the plans of addPlans. */
async function livePage(overrides: { name?: string } = {}) {
  const slug = `ssr-${Math.random().toString(36).slice(2, 10)}`;
  const page = await buildExplorerPage(t.database.db, {
    vanitySlug: slug,
    name: `Harbor ${slug} Benefits`,
    ...overrides,
  });
  await addPlans(t.database.db, page);
  const api = (await get(`/api/explorer-pages/${slug}`)).json<ExplorerPageResponse>();
  const plans = api.benefits.flatMap((group) => group.plans);
  const plan = (name: string): ExplorerPlan => {
    const found = plans.find((candidate) => candidate.planName === name);
    if (!found) throw new Error(`No plan ${name}`);
    return found;
  };
  /** The title a visitor sees for the plan (carrier plans are titled by product). */
  const title = (plan: ExplorerPlan, language: Language) =>
    planTitle(plan, { employerState: api.employerState, language });
  return { page, slug, plan, title };
}

function expectRenderedPage(response: Awaited<ReturnType<typeof get>>, status = 200) {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(status);
  expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
  expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
  // A site not found yet may be published any minute: shared caches must not keep its 404.
  expect(response.headers["cache-control"]).toBe(
    status === 200 ? "public, max-age=60, stale-while-revalidate=300" : "no-cache",
  );
  expect(response.headers.vary).toBe("Accept-Encoding");
}

describe("a public explorer page rendered on the server", () => {
  it("is the whole page: its name, every plan's name and the state it hydrates from", async () => {
    const { page, slug } = await livePage();
    const response = await get(`/benefits-explorer/${slug}`);
    expectRenderedPage(response);
    const html = response.body;
    expect(html).toMatch(/^<!doctype html><html lang="en"/);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${inHtml(page.name)}</h1>`));
    for (const name of PLAN_NAMES) expect(html, name).toContain(inHtml(name));
    expect(html).not.toContain("Accident Gone");
    expect(html).toContain(inHtml(locale("en", "explorer", "plan.save")));
    expect(html).toContain(`<title>`);
    // The loader names the entry, which it imports once the page is painted.
    expect(html).toMatch(
      /<script defer src="\/explorer-boot\.js" data-entry="\/assets\/[^"]+\.js" data-preload="[^"]*"><\/script>/,
    );

    const state = embeddedState(html);
    expect(state.page?.id).toBe(page.id);
    expect(state.page?.name).toBe(page.name);
    expect(state.route).toEqual({
      name: "benefitsExplorer",
      params: { explorerPageId: slug },
      language: "en",
    });
    expect(state.isExplorerHost).toBe(false);
    expect(state.pageNotFound).toBe(false);
    expect(state.strings).toHaveProperty("explorer");
    // One language only.
    expect(JSON.stringify(state.strings)).not.toContain(locale("es", "explorer", "plan.save"));
  });

  it("is in Spanish under /es/", async () => {
    const { page, slug } = await livePage();
    const response = await get(`/es/benefits-explorer/${slug}`);
    expectRenderedPage(response);
    const html = response.body;
    expect(html).toMatch(/^<!doctype html><html lang="es"/);
    expect(html).toContain(inHtml(page.name));
    expect(html).toContain(inHtml(locale("es", "explorer", "plan.save")));
    expect(html).toContain(inHtml(fill(locale("es", "explorer", "page.planYear"), { planYear: "2026" })));
    expect(html).not.toContain(`>${inHtml(locale("en", "explorer", "plan.save"))}<`);
    const state = embeddedState(html);
    expect(state.route.language).toBe("es");
    expect(JSON.stringify(state.strings)).toContain(locale("es", "explorer", "plan.save"));
    expect(JSON.stringify(state.strings)).not.toContain(locale("en", "explorer", "plan.save"));
  });

  it("renders the personal plan", async () => {
    const { page, slug } = await livePage();
    for (const language of ["en", "es"] as const) {
      const prefix = language === "es" ? "/es" : "";
      const response = await get(`${prefix}/benefits-explorer/${slug}/personal-benefits-plan`);
      expectRenderedPage(response);
      expect(response.body).toMatch(
        new RegExp(`<h1[^>]*>${inHtml(locale(language, "explorerForms", "personalPlan.title"))}</h1>`),
      );
      // Nothing saved yet: the server knows no visitor's storage.
      expect(response.body).toContain(inHtml(locale(language, "explorerForms", "personalPlan.empty")));
      const state = embeddedState(response.body);
      expect(state.route.name).toBe("personalBenefitsPlan");
      expect(state.page?.id).toBe(page.id);
    }
  });

  it("renders the not-found page with status 404 for an unknown site", async () => {
    for (const language of ["en", "es"] as const) {
      const prefix = language === "es" ? "/es" : "";
      const response = await get(`${prefix}/benefits-explorer/no-such-site-${language}`);
      expectRenderedPage(response, 404);
      expect(response.body).toContain(inHtml(locale(language, "errors", "notFound")));
      const state = embeddedState(response.body);
      expect(state.pageNotFound).toBe(true);
      expect(state.page).toBeNull();
    }
    expect((await get("/benefits-explorer/no-such-site/personal-benefits-plan")).statusCode).toBe(404);
  });

  it("renders the index with no page", async () => {
    const response = await get("/benefits-explorer");
    expectRenderedPage(response);
    expect(response.body).toContain(inHtml(locale("en", "explorer", "index.title")));
    const state = embeddedState(response.body);
    expect(state.route.name).toBe("benefitsExplorerIndex");
    expect(state.page).toBeNull();
  });

  it("answers 304 to If-None-Match with its ETag, and the same ETag while the page is unchanged", async () => {
    const { slug } = await livePage();
    const url = `/benefits-explorer/${slug}`;
    const first = await get(url);
    expectRenderedPage(first);
    const etag = first.headers.etag as string;
    const again = await get(url);
    expect(again.headers.etag).toBe(etag);
    expect(again.body).toBe(first.body);

    const notModified = await get(url, { "if-none-match": etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe("");
    expect(notModified.headers.etag).toBe(etag);
    expect((await get(url, { "if-none-match": `"other", W/${etag}` })).statusCode).toBe(304);
    expect((await get(url, { "if-none-match": '"something-else"' })).statusCode).toBe(200);
    // Another language is another document.
    const spanish = await get(`/es${url}`);
    expect(spanish.headers.etag).not.toBe(etag);
    expect((await get(`/es${url}`, { "if-none-match": etag })).statusCode).toBe(200);
  });

  it("is sent with brotli or gzip as accepted", async () => {
    const { page, slug } = await livePage();
    const url = `/benefits-explorer/${slug}`;
    const plain = await get(url, { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();

    const brotli = await get(url, { "accept-encoding": "br" });
    expectRenderedPage(brotli);
    expect(brotli.headers["content-encoding"]).toBe("br");
    const fromBrotli = brotliDecompressSync(brotli.rawPayload).toString("utf8");
    expect(fromBrotli).toBe(plain.body);
    expect(fromBrotli).toContain(inHtml(page.name));

    const gzip = await get(url, { "accept-encoding": "gzip" });
    expectRenderedPage(gzip);
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString("utf8")).toBe(plain.body);

    expect((await get(url, { "accept-encoding": "gzip, deflate, br" })).headers["content-encoding"]).toBe("br");
    // One version of the page, whatever the encoding.
    expect(new Set([plain, brotli, gzip].map((r) => r.headers.etag)).size).toBe(1);
  });

  it("answers HEAD with the headers and no body", async () => {
    const { slug } = await livePage();
    const url = `/benefits-explorer/${slug}`;
    const head = await t.app.inject({ method: "HEAD", url });
    expectRenderedPage(head);
    expect(head.body).toBe("");
    expect(head.headers.etag).toBe((await get(url)).headers.etag);
  });

  it("renders the comparison of ?compare=", async () => {
    const { slug, plan, title } = await livePage();
    const ppo = plan("Choice PPO");
    const hmo = plan("Value HMO");
    const response = await get(`/benefits-explorer/${slug}?compare=${ppo.id},${hmo.id}`);
    expectRenderedPage(response);
    const html = response.body;
    const medical = benefitTypeName("MEDICAL", "MA", "en");
    expect(html).toContain(inHtml(fill(locale("en", "explorerForms", "compare.titleFor"), { benefit: medical })));
    expect(html).toContain(
      `<caption id="${/<caption id="([^"]+)"/.exec(html)?.[1]}">${inHtml(
        fill(locale("en", "explorerForms", "compare.caption_other"), { count: 2, benefit: medical }),
      )}</caption>`,
    );
    const headers = /<thead>([\s\S]*?)<\/thead>/.exec(html)?.[1] ?? "";
    for (const compared of [ppo, hmo]) expect(headers, compared.planName).toContain(inHtml(title(compared, "en")));
    expect(headers).not.toContain(inHtml(title(plan("Dental PPO"), "en")));
    // The comparison replaces the plan list.
    expect(html).not.toContain(`>${inHtml(locale("en", "explorer", "plan.save"))}<`);
    expect(embeddedState(html).url).toBe(`/benefits-explorer/${slug}?compare=${ppo.id},${hmo.id}`);

    // Not the page without the parameter, nor one with other plans.
    const list = await get(`/benefits-explorer/${slug}`);
    expect(list.headers.etag).not.toBe(response.headers.etag);
    expect(list.body).not.toContain("<table");
    const one = await get(`/benefits-explorer/${slug}?compare=${ppo.id}`);
    expect(one.body).toContain(inHtml(locale("en", "explorerForms", "compare.notEnoughPlans")));
  });

  it("cannot have its embedded state broken out of by a page or plan name", async () => {
    const attack = "</script><script>alert(1)</script>";
    const slug = `ssr-xss-${Math.random().toString(36).slice(2, 10)}`;
    const page = await buildExplorerPage(t.database.db, { vanitySlug: slug, name: `Acme ${attack}` });
    await buildBenefitPlan(t.database.db, {
      explorerPageId: page.id,
      order: 0,
      benefitType: "OTHER",
      planType: "EAP",
      planName: `Helpline ${attack}`,
    });
    const response = await get(`/benefits-explorer/${slug}`);
    expectRenderedPage(response);
    const html = response.body;
    expect(html).not.toContain("<script>alert(1)");
    expect(html).not.toContain("alert(1)</script>");
    // No script element but the app's own: its loader and the embedded state.
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(1);
    for (const tag of scripts) {
      expect(tag).toMatch(
        /^<script (?:defer src="\/explorer-boot\.js" data-entry="\/assets\/[^"]+" data-preload="[^"]*"|type="application\/json" id="explorer-state")>$/,
      );
    }
    expect(html).toContain(inHtml(`Acme ${attack}`));
    const state = embeddedState(html);
    expect(state.page?.name).toBe(`Acme ${attack}`);
    expect(state.page?.benefits.flatMap((group) => group.plans).map((p) => p.planName)).toEqual([`Helpline ${attack}`]);
  });
});

describe("on the explorer host", () => {
  it("renders /{slug}, /es/{slug} and its personal plan", async () => {
    const { page, slug } = await livePage();
    const english = await onExplorerHost(`/${slug}`);
    expectRenderedPage(english);
    expect(english.body).toMatch(/^<!doctype html><html lang="en"/);
    expect(english.body).toMatch(new RegExp(`<h1[^>]*>${inHtml(page.name)}</h1>`));
    for (const name of PLAN_NAMES) expect(english.body, name).toContain(inHtml(name));
    const state = embeddedState(english.body);
    expect(state.isExplorerHost).toBe(true);
    expect(state.page?.id).toBe(page.id);
    // Its links stay on the explorer host: no /benefits-explorer/ prefix.
    expect(english.body).toContain(`href="/${slug}/personal-benefits-plan"`);
    expect(english.body).not.toContain(`href="/benefits-explorer/${slug}`);
    // Not the main host's document.
    expect(english.headers.etag).not.toBe((await get(`/benefits-explorer/${slug}`)).headers.etag);

    const spanish = await onExplorerHost(`/es/${slug}`);
    expectRenderedPage(spanish);
    expect(spanish.body).toMatch(/^<!doctype html><html lang="es"/);
    expect(spanish.body).toContain(inHtml(locale("es", "explorer", "plan.save")));

    const plan = await onExplorerHost(`/${slug}/personal-benefits-plan`);
    expectRenderedPage(plan);
    expect(plan.body).toContain(inHtml(locale("en", "explorerForms", "personalPlan.title")));

    const missing = await onExplorerHost("/no-such-site");
    expectRenderedPage(missing, 404);
    expect(missing.body).toContain(inHtml(locale("en", "errors", "notFound")));
  });

  it("still has no portal paths", async () => {
    const { slug } = await livePage();
    for (const url of ["/clients/admin", "/login/callback", `/benefits-explorer/${slug}`, `/${slug}/unknown-page`]) {
      const response = await onExplorerHost(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain(`id="${EXPLORER_BOOT_STATE_ID}"`);
    }
    // One segment there is a site's name: a portal path such as /clients is an unknown site.
    for (const url of ["/clients", "/login"]) {
      const response = await onExplorerHost(url);
      expectRenderedPage(response, 404);
      expect(response.body, url).toContain(inHtml(locale("en", "errors", "notFound")));
      expect(embeddedState(response.body).pageNotFound, url).toBe(true);
    }
    for (const url of ["/api/clients", "/api/users/me"]) expect((await onExplorerHost(url)).statusCode, url).toBe(404);
  });
});

describe("after a staff change to the page", () => {
  it("shows the change at once, on both hosts", async () => {
    const { client, policy, session } = await arrangeClient(t);
    const body = siteBody(policy.id, {}, { isLive: true, startsAt: "2025-01-01", expiresAt: null });
    const created = await call(t, session.cookie, "POST", PAGES(client.id), { payload: body });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: string }>();
    const urls = [`/benefits-explorer/${id}`, `/es/benefits-explorer/${id}`];

    const before = await Promise.all(urls.map((url) => get(url)));
    const onHost = await onExplorerHost(`/${id}`);
    for (const response of [...before, onHost]) {
      expectRenderedPage(response);
      expect(response.body).toContain(inHtml(body.name));
    }

    const renamed = "Harborview Benefits, renamed";
    const saved = await call(t, session.cookie, "PUT", `${PAGES(client.id)}/${id}`, {
      payload: { ...body, name: renamed },
      headers: { "if-match": '"1"' },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    for (const [index, url] of urls.entries()) {
      const after = await get(url);
      expectRenderedPage(after);
      expect(after.body, url).toMatch(new RegExp(`<h1[^>]*>${inHtml(renamed)}</h1>`));
      expect(after.body, url).not.toContain(inHtml(body.name));
      expect(embeddedState(after.body).page?.name).toBe(renamed);
      expect(after.headers.etag).not.toBe(before[index]?.headers.etag);
      // The browser's old copy is stale.
      expect((await get(url, { "if-none-match": before[index]?.headers.etag ?? "" })).statusCode).toBe(200);
    }
    expect((await onExplorerHost(`/${id}`)).body).toContain(inHtml(renamed));
  });
});
