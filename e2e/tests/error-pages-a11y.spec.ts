/** axe finds no violations on the 404, maintenance and general error pages, in English and in Spanish. */
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { text } from "../support/locales";

for (const language of ["en", "es"] as const) {
  const prefix = language === "es" ? "/es" : "";

  test(`404 page has no axe violations (${language})`, async ({ page }) => {
    await page.goto(`${prefix}/404`);
    await expect(page.getByRole("heading", { level: 1, name: text(language, "errors", "notFound") })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(`maintenance page has no axe violations (${language})`, async ({ page }) => {
    await page.goto(`${prefix}/maintenance`);
    await expect(
      page.getByRole("heading", { level: 1, name: text(language, "errors", "pages.maintenance.title") }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(`general error page has no axe violations (${language})`, async ({ page }) => {
    // A failing boot call is a real way to reach the "Oops! Something went wrong" page.
    await page.route("**/api/service-status", (route) => route.fulfill({ status: 500, body: "boom" }));
    await page.route("**/api/configuration", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"x","code":"INTERNAL"}' }),
    );
    await page.goto(`${prefix}/404`);
    await expect(
      page.getByRole("heading", { level: 1, name: text(language, "errors", "pages.general.title") }),
    ).toBeVisible();
    await expect(page.getByRole("listitem").first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

for (const language of ["en", "es"] as const) {
  const prefix = language === "es" ? "/es" : "";

  test(`in-layout error page has no axe violations (${language})`, async ({ page }) => {
    // The session call failing on a protected page: the layout's error boundary shows the general error page.
    await page.route("**/api/users/authenticated", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"x","code":"INTERNAL"}' }),
    );
    await page.goto(`${prefix}/clients/admin`);
    await expect(
      page.getByRole("heading", { level: 1, name: text(language, "errors", "pages.general.title") }),
    ).toBeVisible();
    await expect(page.getByRole("contentinfo").first()).toBeVisible();
    await expect(page.getByRole("link", { name: text(language, "errors", "pages.support.email") })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
