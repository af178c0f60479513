/** The 404 page in both languages: the language comes from the path prefix; unknown paths show it. */
import { expect, test } from "@playwright/test";
import { text } from "../support/locales";

test("an unknown path under /es/ shows the Spanish 404 page", async ({ page }) => {
  await page.goto("/es/esta-pagina-no-existe");
  await expect(page.getByRole("heading", { level: 1, name: text("es", "errors", "notFound") })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  const home = page.getByRole("link", { name: text("es", "errors", "pages.notFound.returnHome") });
  await expect(home).toHaveAttribute("href", /^\/es\/?$/);
  // Nothing of the English page leaks through.
  await expect(page.getByText(text("en", "errors", "notFound"))).toHaveCount(0);
});

test("an unknown path shows the English 404 page with Return to Home", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(
    page.getByRole("heading", { level: 1, name: "Sorry, the page you are looking for does not exist" }),
  ).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).not.toHaveURL(/no\/such\/page/);
});
