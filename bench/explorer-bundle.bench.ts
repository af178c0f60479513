/**
 * The explorer's first-load weight: builds the web app, opens the seeded explorer page in Chromium (360 px wide)
 * against the real server and sums every script and stylesheet it downloads, each gzipped (level 9) from the built
 * file. Translation chunks and API calls are not counted. Prints the total against the budget (160 kB) and the aim
 * (130 kB), the ten largest chunks, and a cross-check from the build's static imports. Never fails on the figures.
 * Usage: npm run bench:explorer-bundle -w @onboard/bench [-- --no-build --path /es/benefits-explorer/harborview-medical]
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { type BrowserLoad, recordPageLoad } from "./support/browser-load";
import { SEEDED_EXPLORER_PAGE, startSeededApp } from "./support/seeded-app";
import { localeChunkFiles, staticFirstLoad } from "./support/static-first-load";
import { prepareWebBuild, REPOSITORY_ROOT } from "./support/web-build";

const BUDGET_KB = 160;
const AIM_KB = 130;
const COUNTED_TYPES = new Set(["script", "stylesheet"]);

const { values } = parseArgs({
  options: {
    "no-build": { type: "boolean", default: false },
    path: { type: "string", default: `/benefits-explorer/${SEEDED_EXPLORER_PAGE}` },
  },
});

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
  return delta > 0 ? `over by ${delta.toFixed(1)} kB` : `${(-delta).toFixed(1)} kB to spare`;
}

interface CountedFile {
  file: string;
  type: string;
  rawBytes: number;
  gzipBytes: number;
}

function countLoad(distDir: string, load: BrowserLoad, localeFiles: Set<string>) {
  const counted = new Map<string, CountedFile>();
  const locales = new Map<string, number>();
  const api: string[] = [];
  const other: string[] = [];
  for (const response of load.responses) {
    const file = response.pathname.replace(/^\//, "");
    if (response.pathname.startsWith("/api/")) api.push(`${response.status} ${response.pathname}`);
    else if (localeFiles.has(file)) locales.set(file, gzipped(distDir, file, response.body));
    else if (COUNTED_TYPES.has(response.resourceType)) {
      counted.set(file, {
        file,
        type: response.resourceType === "script" ? "JS" : "CSS",
        rawBytes: response.body.length,
        gzipBytes: gzipped(distDir, file, response.body),
      });
    } else other.push(`${response.resourceType} ${response.pathname} (${kb(response.body.length)} kB raw)`);
  }
  return { counted: [...counted.values()], locales, api, other };
}

async function main() {
  const started = performance.now();
  const build = await prepareWebBuild({ build: !values["no-build"] });
  const seeded = await startSeededApp({ webDistDir: build.distDir });
  try {
    const localeFiles = localeChunkFiles(build.distDir, path.join(REPOSITORY_ROOT, "apps/web/src/locales/en"));
    const staticLoad = staticFirstLoad(build.distDir);
    const url = `${seeded.origin}${values.path}`;
    const load = await recordPageLoad(url);
    const { counted, locales, api, other } = countLoad(build.distDir, load, localeFiles);
    counted.sort((a, b) => b.gzipBytes - a.gzipBytes);

    const sum = (type?: string) =>
      counted.filter((c) => !type || c.type === type).reduce((total, c) => total + c.gzipBytes, 0);
    const totalKb = sum() / 1000;
    console.log(
      values["no-build"]
        ? `build: reused ${build.distDir}`
        : `build: ${(build.buildMs / 1000).toFixed(1)} s (production, into ${build.distDir})`,
    );
    console.log(`page: ${values.path} in Chromium 360×800, network idle after ${load.loadMs.toFixed(0)} ms`);
    console.log(`rendered: <h1> ${JSON.stringify(load.heading)}, <title> ${JSON.stringify(load.title)}`);
    console.log("");
    console.log("Explorer first load (gzip -9 of each file; 1 kB = 1000 bytes):");
    console.log(`  JS:    ${counted.filter((c) => c.type === "JS").length} files, ${kb(sum("JS"))} kB`);
    console.log(`  CSS:   ${counted.filter((c) => c.type === "CSS").length} files, ${kb(sum("CSS"))} kB`);
    console.log(`  total: ${totalKb.toFixed(1)} kB gzipped`);
    console.log(`  budget ${BUDGET_KB} kB: ${verdict(totalKb, BUDGET_KB)}`);
    console.log(`  aim    ${AIM_KB} kB: ${verdict(totalKb, AIM_KB)}`);
    console.log("");
    console.log("Top 10 chunks (gzipped / raw):");
    for (const c of counted.slice(0, 10)) {
      console.log(
        `  ${kb(c.gzipBytes).padStart(6)} kB  ${kb(c.rawBytes).padStart(7)} kB  ${c.type.padEnd(3)} ${c.file}`,
      );
    }
    console.log("");
    const localeBytes = [...locales.values()].reduce((total, bytes) => total + bytes, 0);
    console.log(
      `Not counted: ${locales.size} translation chunks (${kb(localeBytes)} kB gzipped), ${api.length} API calls`,
    );
    for (const call of api) console.log(`  ${call}`);
    if (other.length > 0) console.log(`Other responses (not counted): ${other.join("; ")}`);
    console.log("");

    const entryBytes = sumGzipped(build.distDir, staticLoad.entryFiles);
    const routeBytes = sumGzipped(build.distDir, staticLoad.routeFiles);
    console.log(
      `Cross-check from the build's static imports (${staticLoad.source === "manifest" ? "Vite manifest" : "import statements"}):`,
    );
    console.log(
      `  entry (index.html and its static imports): ${staticLoad.entryFiles.size} files, ${kb(entryBytes)} kB`,
    );
    console.log(
      `  explorer layout and page route, beyond it:  ${staticLoad.routeFiles.size} files, ${kb(routeBytes)} kB`,
    );
    console.log(`  total: ${kb(entryBytes + routeBytes)} kB gzipped`);
    const loaded = new Set(counted.map((c) => c.file));
    const expected = new Set([...staticLoad.entryFiles, ...staticLoad.routeFiles]);
    const onlyLoaded = [...loaded].filter((file) => !expected.has(file));
    const onlyExpected = [...expected].filter((file) => !loaded.has(file));
    if (onlyLoaded.length > 0) console.log(`  loaded at run time beyond the static set: ${onlyLoaded.join(", ")}`);
    if (onlyExpected.length > 0) console.log(`  in the static set but not loaded: ${onlyExpected.join(", ")}`);
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
