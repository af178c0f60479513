/** axe on every state of the forgot, reset, activate and reactivate screens, in English and Spanish. */
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { demoLogin } from "../support/demo-user";
import { type Language, text } from "../support/locales";
import { linkIn, waitForEmail } from "../support/mailbox";

const prefix = (language: Language) => (language === "es" ? "/es" : "");

async function expectHeading(page: Page, language: Language, key: string) {
  await expect(page.getByRole("heading", { level: 1, name: text(language, "auth", key) })).toBeVisible();
}

for (const language of ["en", "es"] as const) {
  test(`the forgot, reactivate and expired-link screens have no axe violations (${language})`, async ({ page }) => {
    const t = (key: string) => text(language, "auth", key);
    await page.goto(`${prefix(language)}/forgot`);
    await expectHeading(page, language, "forgot.title");
    await expectNoAxeViolations(page);
    // The error state: an invalid address, told on the field (nothing is sent).
    await page.getByRole("textbox", { name: t("credentials.username") }).fill("not-an-email");
    await page.getByRole("button", { name: t("forgot.submit") }).click();
    await expect(page.getByText(t("validation.emailInvalid"))).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(`${prefix(language)}/reactivate`);
    await expectHeading(page, language, "reactivate.title");
    await expectNoAxeViolations(page);

    await page.goto(`${prefix(language)}/reset?token=unknown-token`);
    await expectHeading(page, language, "linkExpired.title");
    await expectNoAxeViolations(page);

    await page.goto(`${prefix(language)}/activate?token=unknown-token`);
    await expectHeading(page, language, "linkExpired.title");
    await expect(page.getByRole("link", { name: t("activation.newLink") })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test("the reset form, its errors and its outcome have no axe violations (en and es)", async ({ page }) => {
  const benAdmin = demoLogin("BEN_ADMIN", 2);
  const since = Date.now();
  await page.goto("/es/forgot");
  await page.getByRole("textbox", { name: text("es", "auth", "credentials.username") }).fill(benAdmin.email);
  await page.getByRole("button", { name: text("es", "auth", "forgot.submit") }).click();
  await expectHeading(page, "es", "forgot.sentTitle");
  await expectNoAxeViolations(page);
  const link = linkIn(await waitForEmail({ to: benAdmin.email, since }), "/reset");
  const token = link.searchParams.get("token") ?? "";

  // The same link in English: the form, then the form with its errors.
  await page.goto(`/reset?token=${encodeURIComponent(token)}`);
  await expectHeading(page, "en", "reset.title");
  await expectNoAxeViolations(page);
  await page.getByRole("textbox", { name: text("en", "auth", "passwordLink.newPassword"), exact: true }).fill("abc");
  await page.getByRole("button", { name: text("en", "auth", "reset.submit") }).click();
  await expect(page.getByText(text("en", "auth", "validation.confirmPasswordRequired"))).toBeVisible();
  await expectNoAxeViolations(page);

  // And in Spanish, through to the new password.
  await page.goto(`/es/reset?token=${encodeURIComponent(token)}`);
  await expectHeading(page, "es", "reset.title");
  await expectNoAxeViolations(page);
  const password = "Una frase nueva y bastante larga";
  await page.getByRole("textbox", { name: text("es", "auth", "passwordLink.newPassword"), exact: true }).fill(password);
  await page
    .getByRole("textbox", { name: text("es", "auth", "passwordLink.confirmPassword"), exact: true })
    .fill(password);
  await page.getByRole("button", { name: text("es", "auth", "reset.submit") }).click();
  await expectHeading(page, "es", "reset.doneTitle");
  await expectNoAxeViolations(page);
});
