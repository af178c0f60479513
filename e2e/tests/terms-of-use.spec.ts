/** The terms of use: a signed-in user can read and accept them, in both languages, with no axe violations. */
import { expect, test } from "@playwright/test";
import { ADMIN_STATE } from "../support/auth-state";
import { expectNoAxeViolations } from "../support/axe";
import { text } from "../support/locales";

test.use({ storageState: ADMIN_STATE });

test("the terms of use can be read and accepted in English and Spanish", async ({ page }) => {
  for (const language of ["en", "es"] as const) {
    const prefix = language === "es" ? "/es" : "";
    await page.goto(`${prefix}/terms-of-use?redirect=${encodeURIComponent(`${prefix}/clients/admin`)}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(text(language, "auth", "terms.intro"))).toBeVisible();
    await expectNoAxeViolations(page);

    const accepted = page.waitForResponse(
      (r) => new URL(r.url()).pathname === "/api/users/terms-of-use" && r.request().method() === "POST",
    );
    await page.getByRole("button", { name: text(language, "auth", "terms.accept") }).click();
    expect((await accepted).status()).toBe(204);
    await expect(page).toHaveURL(new RegExp(`${prefix}/clients/admin$`));
  }
  const me = await (await page.request.get("/api/users/authenticated")).json();
  expect(me.termsOfUseDate).not.toBeNull();
});
