/**
 * Kiosk mode on the public explorer (issue 19, decision 029), in English and Spanish: staff turn the seeded Summit
 * site into a kiosk through the explorer administration (and back afterwards); a visitor then finds no lead link, no
 * link leaving the site and no "e-mail me my plan", and a "Start over" that clears the saved plans and returns to the
 * site's page; two minutes without input do the same (on Playwright's clock). Also the large-client list of benefit
 * types on the Harborview site (its client has the LARGE_CLIENT toggle, and the site its large-client option).
 */
import { KIOSK_INACTIVITY_MS } from "@onboard/domain/explorer/public-site-features";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { seedId } from "../../apps/server/src/db/seed/ids";
import { clientIdOf } from "../../apps/server/src/db/seed/keys";
import { NO_SESSION, OWNER_STATE } from "../support/auth-state";
import {
  EXPLORER_PAGES,
  ef,
  ex,
  expectSavedCount,
  explorerPath,
  loadPageData,
  openExplorer,
  saveButton,
  waitForHydration,
} from "../support/explorer";
import { ea, editSitePath } from "../support/explorer-admin";
import { type Language, text } from "../support/locales";

const KIOSK = {
  clientId: clientIdOf("summit"),
  id: seedId("explorer-page", "summit-large"),
  slug: "summit-regional-health",
  name: "Summit Regional Health Partners Benefits",
};
const LANGUAGES: Language[] = ["en", "es"];
const footerText = (language: Language, key: string) => text(language, "footer", key);

/** Staff set the site's kiosk mode in the explorer administration, as an admin does. */
async function setKioskMode(browser: Browser, on: boolean): Promise<void> {
  const context = await browser.newContext({ storageState: OWNER_STATE });
  const page = await context.newPage();
  await page.goto(editSitePath(KIOSK.clientId, KIOSK.id));
  const kiosk = page.getByRole("checkbox", { name: ea("en", "fields.kioskMode"), exact: true });
  await expect(kiosk).toBeVisible({ timeout: 15_000 });
  await kiosk.setChecked(on);
  await page.getByRole("button", { name: ea("en", "edit.submit"), exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: ea("en", "edit.saved") })).toBeVisible();
  await context.close();
}

test.describe.configure({ mode: "serial" });
test.use({ storageState: NO_SESSION });

test.beforeAll(async ({ browser }) => {
  await setKioskMode(browser, true);
});

test.afterAll(async ({ browser }) => {
  await setKioskMode(browser, false);
});

async function openKiosk(page: Page, language: Language): Promise<void> {
  await openExplorer(page, explorerPath(language, KIOSK.slug), language, KIOSK.name);
  // "Start over" comes with the kiosk's own code, after hydration.
  await expect(page.getByRole("button", { name: ex(language, "kiosk.startOver"), exact: true })).toBeVisible();
}

for (const language of LANGUAGES) {
  test.describe(`a kiosk site (${language})`, () => {
    test("offers no lead link, no link leaving the site and no e-mail of the plan", async ({ page }) => {
      const data = await loadPageData(page, KIOSK.slug);
      expect(data.page.kioskMode).toBe(true);
      await openKiosk(page, language);
      await expect(page.getByRole("button", { name: ex(language, "nav.lead"), exact: true })).toHaveCount(0);
      await expect(
        page.getByRole("link", { name: new RegExp(`^${ex(language, "nav.benAdminPlatform")}`) }),
      ).toHaveCount(0);
      const footer = page.getByRole("contentinfo");
      await expect(footer.getByRole("heading", { name: footerText(language, "support.title") })).toBeVisible();
      await expect(footer.getByRole("link")).toHaveCount(0);

      const first = data.plans[0];
      if (!first) throw new Error("the kiosk site has no plans");
      await saveButton(page, language, data.title(first, language)).click();
      await expectSavedCount(page, language, 1);
      await page.goto(explorerPath(language, KIOSK.slug, true));
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1, name: ef(language, "personalPlan.title") })).toBeVisible();
      await expect(page.getByRole("button", { name: ef(language, "actions.print"), exact: true })).toBeVisible();
      await expect(
        page.getByRole("button", { name: ef(language, "personalPlan.emailMyPlan"), exact: true }),
      ).toHaveCount(0);
    });

    test("Start over clears the saved plans and returns to the site's page", async ({ page }) => {
      const data = await loadPageData(page, KIOSK.slug);
      const [first, second] = data.plans;
      if (!first || !second) throw new Error("the kiosk site needs two plans");
      await openKiosk(page, language);
      await saveButton(page, language, data.title(first, language)).click();
      await saveButton(page, language, data.title(second, language)).click();
      await expectSavedCount(page, language, 2);
      await page.goto(explorerPath(language, KIOSK.slug, true));
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 3, name: data.title(first, language) })).toBeVisible();

      await page.getByRole("button", { name: ex(language, "kiosk.startOver"), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${explorerPath(language, KIOSK.slug)}$`));
      await expect(page.getByRole("heading", { level: 1, name: KIOSK.name, exact: true })).toBeVisible();
      await expectSavedCount(page, language, 0);
      await expect(page.getByRole("status").filter({ hasText: ex(language, "kiosk.startedOver") })).toBeAttached();
      // Nothing comes back on a reload: the storage was cleared too.
      await page.reload();
      await expect(page.getByRole("button", { name: ex(language, "kiosk.startOver"), exact: true })).toBeVisible();
      await expectSavedCount(page, language, 0);
    });

    test("two minutes without input forget the visitor", async ({ page }) => {
      await page.clock.install();
      const data = await loadPageData(page, KIOSK.slug);
      const first = data.plans[0];
      if (!first) throw new Error("the kiosk site has no plans");
      await openKiosk(page, language);
      await saveButton(page, language, data.title(first, language)).click();
      await expectSavedCount(page, language, 1);
      await page.goto(explorerPath(language, KIOSK.slug, true));
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 3, name: data.title(first, language) })).toBeVisible();
      await expect(page.getByRole("button", { name: ex(language, "kiosk.startOver"), exact: true })).toBeVisible();

      // Just short of the period, and an input: nothing is forgotten yet.
      await page.clock.fastForward(KIOSK_INACTIVITY_MS - 5_000);
      await page.mouse.move(10, 10);
      await page.clock.fastForward(KIOSK_INACTIVITY_MS - 5_000);
      await expect(page).toHaveURL(new RegExp(`${explorerPath(language, KIOSK.slug, true)}$`));
      await expect(page.getByRole("heading", { level: 3, name: data.title(first, language) })).toBeVisible();

      await page.clock.fastForward(10_000);
      await expect(page).toHaveURL(new RegExp(`${explorerPath(language, KIOSK.slug)}$`));
      await expect(page.getByRole("heading", { level: 1, name: KIOSK.name, exact: true })).toBeVisible();
      await expectSavedCount(page, language, 0);
    });
  });

  test(`a large client's site lists its benefit types (${language})`, async ({ page }) => {
    const { live } = EXPLORER_PAGES;
    await openExplorer(page, explorerPath(language, live.slug), language, live.name);
    const list = page.getByRole("navigation", { name: ex(language, "page.jumpListLabel") });
    await expect(list).toBeVisible();
    const first = list.getByRole("link").first();
    const target = (await first.getAttribute("href")) ?? "";
    expect(target).toMatch(/^#benefits-/);
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.locator(target)).toBeInViewport();
  });
}
