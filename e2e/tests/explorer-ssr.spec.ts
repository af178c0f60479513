/**
 * The server-rendered public explorer in the browser: with JavaScript off, a live site (its h1 and every plan's
 * heading) and its personal plan, in English and Spanish, on both hosts; with JavaScript on, the page hydrates
 * without a hydration warning (in the console, as a page error, or sent to the error-report tunnel), on both hosts, from
 * a campaign link, with a comparison, and when favourites saved earlier show after hydration; and the page's load asks
 * the page API nothing (its data came with the HTML).
 */
import { benefitTypeName } from "@onboard/domain/explorer/plan-titles";
import { expect, type Locator, type Page, test } from "@playwright/test";
import {
  EXPLORER_ORIGIN,
  EXPLORER_PAGES,
  ef,
  escapeRegExp,
  expectSavedCount,
  explorerHostUrl,
  explorerPath,
  fill,
  loadPageData,
  openExplorer,
  type PageData,
  plural,
  saveButton,
} from "../support/explorer";
import type { Language } from "../support/locales";

const LANGUAGES: Language[] = ["en", "es"];
const { live } = EXPLORER_PAGES;
const HMO = "Bay State Health HMO Value";
const PPO = "Bay State Health PPO Choice";

/**
 * React's hydration failures: its development messages, and in the production build the minified errors 418, 419,
 * 421, 422, 423 and 425 (the hydration ones) with their react.dev links.
 */
const HYDRATION = /hydrat|did ?n[o'’]t match|server rendered HTML|(?:#|errors\/)(?:418|419|421|422|423|425)\b/i;

/**
 * Everything the page reports that could be a hydration failure: console errors and warnings, uncaught errors, and
 * the reports the app sends to its error tunnel (the explorer client's `onRecoverableError` sends React's
 * recoverable errors there instead of to the console).
 */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") {
      problems.push(`console.${message.type()}: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}\n${error.stack ?? ""}`));
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/sentry") {
      problems.push(`error report: ${request.postData() ?? ""}`);
    }
  });
  return problems;
}

function expectNoHydrationProblem(problems: string[]): void {
  // Reports still on their way to the tunnel are sent by now.
  expect(
    problems.filter((problem) => HYDRATION.test(problem)),
    `hydration problems among:\n${problems.join("\n")}`,
  ).toEqual([]);
}

/**
 * Saves a plan once the page is hydrated: the server's button does nothing until React has attached its handlers, so
 * it is pressed (again) until it shows as saved. Pressing never unsaves: it is pressed only while not yet saved.
 */
async function saveOnceHydrated(page: Page, language: Language, title: string): Promise<void> {
  const save = saveButton(page, language, title);
  const saved = saveButton(page, language, title, true);
  await expect(async () => {
    if (!(await saved.isVisible())) await save.click({ timeout: 2_000 });
    await expect(saved).toHaveAttribute("aria-pressed", "true", { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** Every plan's card heading: each title as many times as plans carry it (carrier products can share one). */
async function expectEveryPlanHeading(page: Page, data: PageData, language: Language): Promise<void> {
  expect(data.plans.length, "the seeded site has plans").toBeGreaterThan(1);
  const counts = new Map<string, number>();
  for (const plan of data.plans) {
    const title = data.title(plan, language);
    counts.set(title, (counts.get(title) ?? 0) + 1);
  }
  const main = page.getByRole("main");
  for (const [title, count] of counts) {
    const headings: Locator = main.getByRole("heading", { level: 3, name: title, exact: true });
    await expect(headings, title).toHaveCount(count);
    await expect(headings.first(), title).toBeVisible();
  }
}

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  for (const language of LANGUAGES) {
    test(`a live site and its personal plan are whole pages on both hosts (${language})`, async ({ page }) => {
      const data = await loadPageData(page, live.slug);
      for (const url of [explorerPath(language, live.slug), explorerHostUrl(language, live.slug)]) {
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(200);
        await expect(page.locator("html"), url).toHaveAttribute("lang", language);
        await expect(page.getByRole("heading", { level: 1, name: live.name, exact: true }), url).toBeVisible();
        await expectEveryPlanHeading(page, data, language);
      }

      const prefix = language === "es" ? "/es" : "";
      for (const url of [
        explorerPath(language, live.slug, true),
        `${EXPLORER_ORIGIN}${prefix}/${live.slug}/personal-benefits-plan`,
      ]) {
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(200);
        await expect(page.locator("html"), url).toHaveAttribute("lang", language);
        await expect(
          page.getByRole("heading", { level: 1, name: ef(language, "personalPlan.title"), exact: true }),
          url,
        ).toBeVisible();
        await expect(page.getByText(ef(language, "personalPlan.empty"), { exact: true }), url).toBeVisible();
      }
    });
  }
});

const HYDRATION_CASES: { language: Language; where: string; url: string }[] = [
  { language: "en", where: "main host", url: explorerPath("en", live.slug) },
  { language: "es", where: "main host", url: explorerPath("es", live.slug) },
  // A campaign link: the query string is the browser's alone (the server renders the path).
  { language: "es", where: "explorer host, campaign link", url: `${explorerHostUrl("es", live.slug)}?utm_source=e2e` },
];

for (const { language, where, url } of HYDRATION_CASES) {
  test(`a site hydrates without a hydration warning, and saving a plan then works (${language}, ${where})`, async ({
    page,
  }) => {
    const data = await loadPageData(page, live.slug);
    const problems = collectProblems(page);
    await openExplorer(page, url, language, live.name);
    await expectSavedCount(page, language, 0);
    await saveOnceHydrated(page, language, data.title(data.plan(HMO), language));
    await expectSavedCount(page, language, 1);
    await page.waitForLoadState("networkidle");
    expectNoHydrationProblem(problems);
  });
}

for (const language of LANGUAGES) {
  test(`the comparison hydrates without a hydration warning (${language})`, async ({ page }) => {
    const data = await loadPageData(page, live.slug);
    const hmo = data.plan(HMO);
    const ppo = data.plan(PPO);
    const problems = collectProblems(page);
    await openExplorer(page, `${explorerPath(language, live.slug)}?compare=${hmo.id},${ppo.id}`, language, live.name);
    const benefit = benefitTypeName("MEDICAL", data.page.employerState, language);
    const heading = page.getByRole("heading", { level: 2, name: fill(ef(language, "compare.titleFor"), { benefit }) });
    // Hydrated: the comparison's effect moves the focus to its heading.
    await expect(heading).toBeFocused();
    const table = page.getByRole("table", {
      name: plural(language, "explorerForms", "compare.caption", 2, { benefit }),
    });
    for (const plan of [hmo, ppo]) {
      await expect(
        table.getByRole("columnheader", { name: new RegExp(`^${escapeRegExp(data.title(plan, language))}`) }),
      ).toBeVisible();
    }
    await page.waitForLoadState("networkidle");
    expectNoHydrationProblem(problems);
  });
}

test("favourites saved before the visit show after hydration, without a hydration warning", async ({ page }) => {
  const language: Language = "en";
  const data = await loadPageData(page, live.slug);
  const title = data.title(data.plan(HMO), language);
  await openExplorer(page, explorerPath(language, live.slug), language, live.name);
  await saveOnceHydrated(page, language, title);
  await expectSavedCount(page, language, 1);

  // A new visit: the server renders none saved (it knows no visitor's storage); the browser then shows the stored one.
  const problems = collectProblems(page);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: live.name, exact: true })).toBeVisible();
  await expectSavedCount(page, language, 1);
  await expect(saveButton(page, language, title, true)).toHaveAttribute("aria-pressed", "true");

  // And on the personal plan, opened directly.
  await page.goto(explorerPath(language, live.slug, true));
  await expect(page.getByRole("heading", { level: 3, name: title, exact: true })).toBeVisible();
  await expectSavedCount(page, language, 1);
  await page.waitForLoadState("networkidle");
  expectNoHydrationProblem(problems);
});

test("the page's load asks the page API nothing: its data came with the HTML", async ({ page }) => {
  const data = await loadPageData(page, live.slug);
  const title = data.title(data.plan(HMO), "en");
  const apiRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/explorer-pages/")) apiRequests.push(request.url());
  });
  for (const url of [
    explorerPath("en", live.slug),
    explorerHostUrl("es", live.slug),
    explorerPath("en", live.slug, true),
  ]) {
    await page.goto(url);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
  }
  // Hydrated by now (a saved plan shows), and still nothing asked.
  await page.goto(explorerPath("en", live.slug));
  await saveOnceHydrated(page, "en", title);
  await page.waitForLoadState("networkidle");
  expect(apiRequests, "requests to /api/explorer-pages/").toEqual([]);
});
