/**
 * axe on every public explorer page, in English and Spanish: the index, a live page, the demo page with its banner, a
 * page replaced by a newer one, the expired, not-started and maintenance states, custom branding, the non-carrier
 * brand and the explorer host; then the comparison, the personal plan (empty and with favourites), the lead dialog
 * (form, errors, confirmation), the e-mail dialog and the language dialog. Each check is soft, so one run lists every
 * page's violations. Also: each page's HTML is rendered on the server with its state embedded, an ETag and 304 on a
 * matching If-None-Match.
 */
import { EXPLORER_BOOT_STATE_ID, type ExplorerBootState } from "@onboard/domain/explorer/explorer-boot-state";
import { expect, type Page, test } from "@playwright/test";
import { softExpectNoAxeViolations } from "../support/axe";
import {
  closeButton,
  common,
  EXPLORER_ORIGIN,
  EXPLORER_PAGES,
  ef,
  ex,
  explorerHostUrl,
  explorerPath,
  fill,
  fillLeadForm,
  loadPageData,
  openExplorer,
  openLeadDialog,
  personalPlanLink,
  saveButton,
} from "../support/explorer";
import { uniqueSuffix } from "../support/internal-admin";
import type { Language } from "../support/locales";

const LANGUAGES: Language[] = ["en", "es"];
const P = EXPLORER_PAGES;

/** Opens a page by its h1 and checks it. */
async function check(page: Page, url: string, language: Language, heading: string): Promise<void> {
  await openExplorer(page, url, language, heading);
  await softExpectNoAxeViolations(page);
}

for (const language of LANGUAGES) {
  const t = (key: string) => ex(language, key);
  const path = (slug?: string) => explorerPath(language, slug);

  test(`the explorer index, a live, a demo, a replaced and an expired page have no axe violations (${language})`, async ({
    page,
  }) => {
    await check(page, path(), language, t("index.title"));
    await check(page, path(P.live.slug), language, P.live.name);

    // The demo page and its banner with the enrollment-status toggles.
    await openExplorer(page, path(P.demo.slug), language, P.demo.name);
    const banner = page.getByRole("region", { name: t("demo.label") });
    await expect(banner.getByRole("radiogroup", { name: t("demo.statusLabel") })).toBeVisible();
    await expect(banner.getByRole("radio", { name: t("demo.status.pre") })).toBeChecked();
    await softExpectNoAxeViolations(page);

    // A page that a newer one replaced: the banner links to the newer page instead.
    await openExplorer(page, path(P.replaced.slug), language, P.replaced.name);
    await expect(
      page.getByRole("region", { name: t("demo.newerLabel") }).getByRole("link", { name: t("demo.newerPageLink") }),
    ).toBeVisible();
    await softExpectNoAxeViolations(page);

    // Expired: the plans with a notice, and no personal-plan link.
    await openExplorer(page, path(P.expired.slug), language, P.expired.name);
    await expect(page.getByText(t("state.expired.title"), { exact: true })).toBeVisible();
    await expect(personalPlanLink(page, language)).toHaveCount(0);
    await softExpectNoAxeViolations(page);
  });

  test(`the explorer's not-started, maintenance and branded pages, and its own host, have no axe violations (${language})`, async ({
    page,
  }) => {
    await check(page, path(P.notStarted.slug), language, t("state.notStarted.title"));
    await check(page, path(P.maintenance.slug), language, t("state.maintenance.title"));
    await check(page, path(P.customBranding.slug), language, P.customBranding.name);
    await check(page, path(P.nonCarrier.slug), language, P.nonCarrier.name);

    // The separate explorer host.
    await check(page, explorerHostUrl(language, P.live.slug), language, P.live.name);
  });

  const f = (key: string) => ef(language, key);
  const pagePath = explorerPath(language, P.live.slug);

  test(`the explorer's comparison, empty personal plan and language dialog have no axe violations (${language})`, async ({
    page,
  }) => {
    const data = await loadPageData(page, P.live.slug);
    const hmo = data.plan("Bay State Health HMO Value");
    const ppo = data.plan("Bay State Health PPO Choice");

    // The comparison of two medical plans.
    await openExplorer(page, `${pagePath}?compare=${hmo.id},${ppo.id}`, language, P.live.name);
    await expect(page.getByRole("table")).toBeVisible();
    await softExpectNoAxeViolations(page);

    // The personal plan with nothing saved yet.
    await openExplorer(page, explorerPath(language, P.live.slug, true), language, f("personalPlan.title"));
    await expect(page.getByText(f("personalPlan.empty"), { exact: true })).toBeVisible();
    await softExpectNoAxeViolations(page);

    // The language dialog.
    await openExplorer(page, pagePath, language, P.live.name);
    const languageName = common(language, `language.names.${language}`);
    await page
      .getByRole("button", { name: fill(common(language, "language.button"), { language: languageName }) })
      .click();
    const languageDialog = page.getByRole("dialog", { name: common(language, "language.dialogTitle") });
    await expect(languageDialog).toBeVisible();
    await softExpectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(languageDialog).toBeHidden();
  });

  test(`the explorer's lead dialog, personal plan and e-mail dialog have no axe violations (${language})`, async ({
    page,
  }) => {
    const data = await loadPageData(page, P.live.slug);
    const hmo = data.plan("Bay State Health HMO Value");
    const ppo = data.plan("Bay State Health PPO Choice");

    // The lead dialog: the form, the form with its errors, and the confirmation.
    await openExplorer(page, pagePath, language, P.live.name);
    const leadDialog = await openLeadDialog(page, language);
    await softExpectNoAxeViolations(page);
    await leadDialog.getByRole("button", { name: f("lead.submit"), exact: true }).click();
    await expect(leadDialog.getByText(f("validation.firstNameRequired"), { exact: true })).toBeVisible();
    await softExpectNoAxeViolations(page);
    const suffix = uniqueSuffix();
    await fillLeadForm(leadDialog, language, {
      firstName: "Axe",
      lastName: `Check ${suffix}`,
      email: `e2e.a11y.lead.${suffix}@example.com`,
      employerName: `Axe Check Employer ${suffix}`,
    });
    await leadDialog.getByRole("button", { name: f("lead.submit"), exact: true }).click();
    const sent = page.getByRole("dialog", { name: f("lead.sentTitle") });
    await expect(sent.getByText(f("lead.sentText"), { exact: true })).toBeVisible();
    await softExpectNoAxeViolations(page);
    await closeButton(sent, language).click();
    await expect(sent).toBeHidden();

    // Two favourites, then the personal plan that lists them, and its e-mail dialog with the captcha loaded.
    await saveButton(page, language, data.title(hmo, language)).click();
    await saveButton(page, language, data.title(ppo, language)).click();
    await personalPlanLink(page, language).click();
    await expect(page.getByRole("heading", { level: 1, name: f("personalPlan.title") })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: data.title(ppo, language), exact: true })).toBeVisible();
    await softExpectNoAxeViolations(page);
    await page.getByRole("button", { name: f("personalPlan.emailMyPlan"), exact: true }).click();
    const emailDialog = page.getByRole("dialog", { name: f("emailPlan.title") });
    await expect(emailDialog.getByRole("checkbox")).toBeVisible({ timeout: 15_000 });
    await softExpectNoAxeViolations(page);
  });
}

test("an explorer page's HTML is rendered on the server with its state embedded, an ETag and 304 on If-None-Match", async ({
  page,
}) => {
  const slug = P.live.slug;
  const urls = [
    explorerPath("en", slug),
    explorerPath("es", slug),
    explorerPath("es", slug, true),
    explorerHostUrl("en", slug),
    explorerHostUrl("es", slug),
    `${EXPLORER_ORIGIN}/${slug}/personal-benefits-plan`,
  ];
  for (const url of urls) {
    const response = await page.request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()["content-type"], url).toContain("text/html");
    const etag = response.headers().etag;
    expect(etag, url).toMatch(/^"[^"]+"$/);
    const state = embeddedState(await response.text());
    expect(state.page?.name, url).toBe(P.live.name);
    const again = await page.request.get(url, { headers: { "if-none-match": etag ?? "" } });
    expect(again.status(), url).toBe(304);
  }
  // The index has no page.
  const index = await page.request.get(explorerPath("en"));
  expect(index.status()).toBe(200);
  expect(embeddedState(await index.text()).page).toBeNull();
});

/** The state the server embeds for hydration, as the light client reads it. */
function embeddedState(html: string): ExplorerBootState {
  const opening = `<script type="application/json" id="${EXPLORER_BOOT_STATE_ID}">`;
  const start = html.indexOf(opening);
  expect(start, `the embedded #${EXPLORER_BOOT_STATE_ID} script`).toBeGreaterThan(-1);
  return JSON.parse(html.slice(start + opening.length, html.indexOf("</script>", start))) as ExplorerBootState;
}
