/**
 * The explorer's first-load weight: builds the web app, opens each site page (the seeded page and the large,
 * twenty-plan page, in English and in Spanish) in Chromium (360 px wide) against the real server and sums every
 * script and stylesheet it downloads, each gzipped (level 9) from the built file. Prints JavaScript and CSS apart,
 * the JavaScript against the issue's budget (120 kB gzipped), the largest chunks, and a cross-check from the build's
 * static imports (the explorer manifest's entry and its imports). Without a browser, it also fetches each page's HTML
 * and looks for the plan cards' titles in its markup (scripts left out): the plans are there before any script runs.
 * Never fails on the figures.
 * Usage: npm run bench:explorer-bundle -w @onboard/bench [-- --no-build --path /es/benefits-explorer/harborview-medical]
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import type { ExplorerPageResponse } from "@onboard/domain/explorer/explorer-page-schemas";
import { planTitle } from "@onboard/domain/explorer/plan-titles";
import { type BrowserLoad, recordPageLoad } from "./support/browser-load";
import { SEEDED_EXPLORER_PAGE, SEEDED_LARGE_EXPLORER_PAGE, startSeededApp } from "./support/seeded-app";
import { explorerStaticLoad, localeChunkFiles } from "./support/static-first-load";
import { prepareWebBuild, REPOSITORY_ROOT } from "./support/web-build";

/** The budget: gzipped JavaScript of a site page's first load (kB of 1000 bytes). */
const JS_BUDGET_KB = 120;
const TOP_CHUNKS = 8;
const COUNTED_TYPES = new Set(["script", "stylesheet"]);

const { values } = parseArgs({
  options: {
    "no-build": { type: "boolean", default: false },
    path: { type: "string" },
  },
});

const SITE_PAGES = [SEEDED_EXPLORER_PAGE, SEEDED_LARGE_EXPLORER_PAGE].flatMap((slug) => [
  `/benefits-explorer/${slug}`,
  `/es/benefits-explorer/${slug}`,
]);

/** kB as Vite reports them (1 kB = 1000 bytes). */
const kb = (bytes: number) => (bytes / 1000).toFixed(1);

function gzipped(distDir: string, file: string, fallback?: Buffer): number {
  const onDisk = path.join(distDir, file);
  const bytes = existsSync(onDisk) ? readFileSync(onDisk) : fallback;
  return bytes ? gzipSync(bytes, { level: 9 }).length : 0;
}

function sumGzipped(distDir: string, files: Iterable<string>): number {
  let total = 0;
  for (const file of files) total += gzipped(distDir, file);
  return total;
}

function verdict(totalKb: number, limitKb: number): string {
  const delta = totalKb - limitKb;
  return delta > 0 ? `over by ${delta.toFixed(1)} kB: NOT met` : `${(-delta).toFixed(1)} kB to spare: met`;
}

interface CountedFile {
  file: string;
  type: "JS" | "CSS";
  rawBytes: number;
  gzipBytes: number;
}

function countLoad(distDir: string, load: BrowserLoad, localeFiles: Set<string>) {
  const counted = new Map<string, CountedFile>();
  const locales = new Map<string, number>();
  const api: string[] = [];
  const other: string[] = [];
  let document: { status: number; rawBytes: number; gzipBytes: number } | null = null;
  for (const response of load.responses) {
    const file = response.pathname.replace(/^\//, "");
    if (response.pathname.startsWith("/api/")) api.push(`${response.status} ${response.pathname}`);
    else if (response.resourceType === "document" && !document) {
      document = {
        status: response.status,
        rawBytes: response.body.length,
        gzipBytes: gzipSync(response.body, { level: 9 }).length,
      };
    } else if (localeFiles.has(file)) locales.set(file, gzipped(distDir, file, response.body));
    else if (COUNTED_TYPES.has(response.resourceType)) {
      counted.set(file, {
        file,
        type: response.resourceType === "script" ? "JS" : "CSS",
        rawBytes: response.body.length,
        gzipBytes: gzipped(distDir, file, response.body),
      });
    } else other.push(`${response.resourceType} ${response.pathname} (${kb(response.body.length)} kB raw)`);
  }
  return { counted: [...counted.values()].sort((a, b) => b.gzipBytes - a.gzipBytes), locales, api, other, document };
}

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

/** The HTML a visitor gets before any script runs: the document as served, its scripts (and the boot state) removed. */
function markupWithoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");
}

function inMarkup(markup: string, text: string): boolean {
  return markup.includes(escapeHtml(text)) || markup.includes(escapeHtml(text).replace(/&#x27;/g, "&#39;"));
}

/** The plan cards' titles, in the page's order, as the cards title them (the first one is the first card). */
async function planTitles(origin: string, slug: string, language: "en" | "es"): Promise<string[]> {
  const response = await fetch(`${origin}/api/explorer-pages/${slug}`);
  if (!response.ok) return [];
  const page = (await response.json()) as ExplorerPageResponse;
  return page.benefits.flatMap((group) =>
    group.plans.map((plan) => planTitle(plan, { employerState: page.employerState, language })),
  );
}

async function serverHtmlCheck(origin: string, pagePath: string) {
  const slug = pagePath.split("/").filter(Boolean).at(-1) ?? "";
  const language = pagePath.startsWith("/es/") ? "es" : "en";
  const titles = await planTitles(origin, slug, language);
  const response = await fetch(`${origin}${pagePath}`, { headers: { "accept-encoding": "br" } });
  const html = await response.text();
  const markup = markupWithoutScripts(html);
  const first = titles[0];
  return {
    status: response.status,
    encoding: response.headers.get("content-encoding") ?? "none",
    htmlBytes: Buffer.byteLength(html),
    markupBytes: Buffer.byteLength(markup),
    first: first ?? null,
    firstFound: first ? inMarkup(markup, first) : false,
    found: titles.filter((title) => inMarkup(markup, title)).length,
    total: titles.length,
  };
}

async function main() {
  const started = performance.now();
  const build = await prepareWebBuild({ build: !values["no-build"] });
  const seeded = await startSeededApp({ webDistDir: build.distDir });
  const summary: string[] = [];
  try {
    console.log(
      values["no-build"]
        ? `build: reused ${build.distDir}`
        : `build: ${(build.buildMs / 1000).toFixed(1)} s (production, into ${build.distDir})`,
    );
    const localeFiles = localeChunkFiles(build.distDir, path.join(REPOSITORY_ROOT, "apps/web/src/locales/en"));
    const staticLoad = explorerStaticLoad(build.distDir);
    const pages = values.path ? [values.path] : SITE_PAGES;
    const loadedFiles = new Set<string>();

    for (const pagePath of pages) {
      const load = await recordPageLoad(`${seeded.origin}${pagePath}`);
      const { counted, locales, api, other, document } = countLoad(build.distDir, load, localeFiles);
      const sum = (type: "JS" | "CSS") =>
        counted.filter((c) => c.type === type).reduce((total, c) => total + c.gzipBytes, 0);
      const localeBytes = [...locales.values()].reduce((total, bytes) => total + bytes, 0);
      // Translation chunks are JavaScript too: the budget counts every script the first load downloads.
      const jsBytes = sum("JS") + localeBytes;
      for (const c of counted) loadedFiles.add(c.file);

      console.log(`\n${pagePath} in Chromium 360×800, network idle after ${load.loadMs.toFixed(0)} ms`);
      console.log(`  rendered: <h1> ${JSON.stringify(load.heading)}, <title> ${JSON.stringify(load.title)}`);
      if (document) {
        console.log(
          `  HTML document: ${document.status}, ${kb(document.rawBytes)} kB raw, ${kb(document.gzipBytes)} kB gzipped`,
        );
      }
      console.log(
        `  JS:  ${counted.filter((c) => c.type === "JS").length + locales.size} files, ${kb(jsBytes)} kB gzipped` +
          (locales.size > 0 ? ` (of which ${locales.size} translation chunks, ${kb(localeBytes)} kB)` : ""),
      );
      console.log(`  CSS: ${counted.filter((c) => c.type === "CSS").length} files, ${kb(sum("CSS"))} kB gzipped`);
      console.log(`  budget ${JS_BUDGET_KB} kB of JS: ${verdict(jsBytes / 1000, JS_BUDGET_KB)}`);
      console.log(`  largest chunks (gzipped / raw):`);
      for (const c of counted.slice(0, TOP_CHUNKS)) {
        console.log(
          `    ${kb(c.gzipBytes).padStart(6)} kB  ${kb(c.rawBytes).padStart(7)} kB  ${c.type.padEnd(3)} ${c.file}`,
        );
      }
      console.log(`  API calls: ${api.length === 0 ? "none" : api.join(", ")}`);
      if (other.length > 0) console.log(`  other responses (not counted): ${other.join("; ")}`);

      const ssr = await serverHtmlCheck(seeded.origin, pagePath);
      console.log(
        `  server HTML (no browser): ${ssr.status}, ${ssr.encoding}, ${kb(ssr.htmlBytes)} kB, ` +
          `${kb(ssr.markupBytes)} kB without its scripts`,
      );
      console.log(
        `  first plan card ${JSON.stringify(ssr.first)} in the HTML before any script runs: ${ssr.firstFound ? "yes" : "NO"}` +
          ` (${ssr.found} of ${ssr.total} plan titles in the markup)`,
      );
      summary.push(
        `  ${pagePath.padEnd(52)} JS ${kb(jsBytes).padStart(6)} kB  CSS ${kb(sum("CSS")).padStart(5)} kB  ` +
          `${jsBytes / 1000 <= JS_BUDGET_KB ? "≤" : ">"} ${JS_BUDGET_KB} kB ${jsBytes / 1000 <= JS_BUDGET_KB ? "met" : "NOT met"}  ` +
          `first card in HTML: ${ssr.firstFound ? "yes" : "NO"}`,
      );
    }

    console.log(`\nSummary (gzip -9 of each file; 1 kB = 1000 bytes; budget ${JS_BUDGET_KB} kB of JS):`);
    for (const line of summary) console.log(line);

    console.log("\nCross-check from the build's static imports (the explorer manifest's entry and its imports):");
    if (!staticLoad) {
      console.log(`  no ${path.join(build.distDir, ".vite/explorer-manifest.json")} with an entry`);
    } else {
      const jsBytes = sumGzipped(build.distDir, staticLoad.scripts);
      const cssBytes = sumGzipped(build.distDir, staticLoad.styles);
      console.log(`  entry ${staticLoad.entry}`);
      console.log(`  JS:  ${staticLoad.scripts.size} files, ${kb(jsBytes)} kB gzipped`);
      console.log(`  CSS: ${staticLoad.styles.size} files, ${kb(cssBytes)} kB gzipped`);
      console.log(`  budget ${JS_BUDGET_KB} kB of JS: ${verdict(jsBytes / 1000, JS_BUDGET_KB)}`);
      const expected = new Set([...staticLoad.scripts, ...staticLoad.styles]);
      const onlyLoaded = [...loadedFiles].filter((file) => !expected.has(file));
      const onlyExpected = [...expected].filter((file) => !loadedFiles.has(file));
      if (onlyLoaded.length > 0) console.log(`  loaded at run time beyond the static set: ${onlyLoaded.join(", ")}`);
      if (onlyExpected.length > 0) console.log(`  in the static set but not loaded: ${onlyExpected.join(", ")}`);
      if (onlyLoaded.length === 0 && onlyExpected.length === 0)
        console.log("  the pages loaded exactly the static set");
    }
    console.log(`\n(${((performance.now() - started) / 1000).toFixed(1)} s in all)`);
  } finally {
    await seeded.close();
    await build.cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
