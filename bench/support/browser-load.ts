/**
 * Opens one page of the running app in Chromium (Playwright, Debian's /usr/bin/chromium) on a phone-sized viewport
 * and records every response until the network is idle: what a first visit really downloads.
 */
import { chromium } from "playwright";

export interface RecordedResponse {
  /** Path on the server, e.g. /assets/index-abc.js or /api/explorer-pages/x */
  pathname: string;
  resourceType: string;
  status: number;
  /** The body as received (the server may not compress it). */
  body: Buffer;
}

export interface BrowserLoad {
  responses: RecordedResponse[];
  /** The first heading rendered, to show what the page displayed (a placeholder or the real page). */
  heading: string | null;
  title: string;
  loadMs: number;
}

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export async function recordPageLoad(url: string): Promise<BrowserLoad> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const pending: Promise<RecordedResponse | null>[] = [];
    page.on("response", (response) => {
      pending.push(
        response
          .body()
          .then((body) => ({
            pathname: new URL(response.url()).pathname,
            resourceType: response.request().resourceType(),
            status: response.status(),
            body,
          }))
          // Redirects and aborted requests have no body; they carry no bytes worth counting.
          .catch(() => null),
      );
    });
    const started = performance.now();
    await page.goto(url, { waitUntil: "networkidle", timeout: 60_000 });
    const loadMs = performance.now() - started;
    const heading = await page
      .locator("h1")
      .first()
      .textContent({ timeout: 5_000 })
      .catch(() => null);
    const title = await page.title();
    const responses = (await Promise.all(pending)).filter((r): r is RecordedResponse => r !== null);
    return { responses, heading: heading?.trim() ?? null, title, loadMs };
  } finally {
    await browser.close();
  }
}
