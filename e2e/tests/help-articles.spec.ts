/**
 * The support panel's help articles (issue 19): on a public explorer page in Spanish and English, a visitor opens the
 * panel, reads an article and votes; the vote is reported to the server, kept in the browser across a reload, and
 * taken back by a second press. The panel with its articles has no axe violations. In the portal, the sign-in page's
 * panel lists the portal's articles.
 */
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { EXPLORER_PAGES, explorerPath, openExplorer } from "../support/explorer";
import { type Language, text } from "../support/locales";

const help = (language: Language, key: string) => text(language, "help", key);
const footer = (language: Language, key: string) => text(language, "footer", key);

/** Opens the support panel once the page is hydrated (the server's button does nothing before). */
async function openPanel(page: Page, language: Language): Promise<void> {
  const toggle = page.getByRole("button", { name: footer(language, "panel.toggle") });
  await expect(async () => {
    if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click({ timeout: 2_000 });
    await expect(page.getByRole("region", { name: help(language, "title") })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

for (const language of ["es", "en"] as const) {
  test(`a visitor reads a help article on an explorer page and votes on it (${language})`, async ({ page }) => {
    const live = EXPLORER_PAGES.live;
    await openExplorer(page, explorerPath(language, live.slug), language, live.name);
    await openPanel(page, language);
    const articles = page.getByRole("region", { name: help(language, "title") });
    await expect(articles.getByText(help(language, "articles.complete-eif.title"))).toHaveCount(0);

    const title = help(language, "articles.save-plans.title");
    await articles.getByText(title).click();
    const article = articles.locator("details", { hasText: title });
    await expect(article.getByText(help(language, "articles.save-plans.body"))).toBeVisible();
    await expectNoAxeViolations(page);

    const yes = article.getByRole("button", { name: help(language, "yes") });
    const reported = page.waitForResponse(
      (response) => response.url().endsWith("/api/help-articles/save-plans/votes") && response.status() === 202,
    );
    await yes.click();
    await reported;
    await expect(yes).toHaveAttribute("aria-pressed", "true");
    await expect(article.getByRole("status")).toHaveText(help(language, "thanks"));

    await page.reload();
    await openPanel(page, language);
    const again = page.getByRole("region", { name: help(language, "title") }).locator("details", { hasText: title });
    await again.getByText(title).click();
    const kept = again.getByRole("button", { name: help(language, "yes") });
    await expect(kept).toHaveAttribute("aria-pressed", "true");
    await kept.click();
    await expect(kept).toHaveAttribute("aria-pressed", "false");
  });
}

test("the portal's support panel lists the portal's articles", async ({ page }) => {
  await page.goto("/login");
  await openPanel(page, "en");
  const articles = page.getByRole("region", { name: help("en", "title") });
  await expect(articles.getByText(help("en", "articles.complete-eif.title"))).toBeVisible();
  await expect(articles.getByText(help("en", "articles.save-plans.title"))).toHaveCount(0);
});
