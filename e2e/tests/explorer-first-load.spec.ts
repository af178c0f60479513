/**
 * The public explorer's first load stays within its budget (issue 18): opening a site page on a phone downloads at
 * most 120 KB of JavaScript, gzipped (each script as the build wrote it, gzip level 9, as bench:explorer-bundle
 * counts). The figures themselves are the benchmark's; this fails only when the budget is passed.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { EXPLORER_PAGES, explorerHostUrl, explorerPath } from "../support/explorer";

const FIRST_LOAD_JS_BUDGET_BYTES = 120_000;
const WEB_DIST = fileURLToPath(new URL("../../apps/web/dist", import.meta.url));

test.use({ viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true });

for (const url of [explorerPath("es", EXPLORER_PAGES.live.slug), explorerHostUrl("en", EXPLORER_PAGES.live.slug)]) {
  test(`a site page's first load stays within 120 KB of gzipped JavaScript: ${url}`, async ({ page }) => {
    const scripts = new Set<string>();
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.add(new URL(request.url()).pathname);
    });
    await page.goto(url, { waitUntil: "networkidle" });
    await expect(page.getByRole("heading", { level: 1, name: EXPLORER_PAGES.live.name })).toBeVisible();
    expect(scripts.size, "scripts loaded").toBeGreaterThan(0);
    const gzipped = [...scripts].map((pathname) => {
      const file = path.join(WEB_DIST, pathname);
      return { pathname, bytes: gzipSync(readFileSync(file), { level: 9 }).length };
    });
    const total = gzipped.reduce((sum, script) => sum + script.bytes, 0);
    const listing = gzipped.map((script) => `${script.pathname} ${script.bytes}`).join("\n");
    expect(total, `first-load JavaScript, gzipped:\n${listing}`).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET_BYTES);
    // No portal runtime: neither the portal's entry nor its vendor chunks.
    expect([...scripts].filter((pathname) => /\/assets\/(index|vendor-)/.test(pathname))).toEqual([]);
  });
}
