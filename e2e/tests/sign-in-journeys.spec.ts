/**
 * The two sign-in journeys the seed sets up: an expired password changed at sign-in, and an invited user who
 * activates the account through the e-mailed link, enrols an authenticator, accepts the terms and lands home.
 */
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { DEMO_PASSWORD } from "../support/demo-logins";
import { demoLogin, submitCredentials } from "../support/demo-user";
import { text } from "../support/locales";
import { linkIn, waitForEmail } from "../support/mailbox";
import { totp } from "../support/totp";

const t = (key: string) => text("en", "auth", key);

test("an expired password is changed at sign-in, then the code signs in", async ({ page }) => {
  const admin = demoLogin("SLF_ADMIN", 1);
  expect(admin.note).toContain("expired");
  await page.goto("/login");
  await submitCredentials(page, admin.email, DEMO_PASSWORD);
  await expect(page.getByText("Your password has expired.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("textbox", { name: t("passwordExpired.oldPassword"), exact: true }).fill(DEMO_PASSWORD);
  const newPassword = "Lighthouse keepers read at dawn";
  await page.getByRole("textbox", { name: t("passwordExpired.newPassword"), exact: true }).fill(newPassword);
  await page.getByRole("textbox", { name: t("passwordExpired.confirmPassword"), exact: true }).fill(newPassword);
  await page.getByRole("button", { name: t("passwordExpired.submit") }).click();

  await page.getByLabel(t("code.label")).fill(totp(admin.totpSecret));
  await page.getByRole("button", { name: t("mfa.verify"), exact: true }).click();
  await expect(page).toHaveURL(/\/clients\/admin$/, { timeout: 15_000 });

  // The old password no longer works; the new one does, without asking for a change again.
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/login/);
  await submitCredentials(page, admin.email, DEMO_PASSWORD);
  await expect(page.getByText(t("errors.authenticationFailed"))).toBeVisible();
  await submitCredentials(page, admin.email, newPassword);
  await expect(page.getByLabel(t("code.label"))).toBeVisible();
});

test("an invited user activates the account, enrols an authenticator, accepts the terms and lands home", async ({
  page,
}) => {
  const invited = demoLogin("BEN_ADMIN", 3);
  expect(invited.totpSecret).toBeNull();
  const since = Date.now();

  await page.goto("/reactivate");
  await page.getByRole("textbox", { name: t("credentials.username") }).fill(invited.email);
  await page.getByRole("button", { name: t("reactivate.submit") }).click();
  await expect(page.getByRole("heading", { level: 1, name: t("reactivate.sentTitle") })).toBeVisible();

  const link = linkIn(await waitForEmail({ to: invited.email, since }), "/activate");
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole("heading", { level: 1, name: t("activation.title") })).toBeVisible();
  const password = "Garden paths curve past the old mill";
  await page.getByRole("textbox", { name: t("passwordLink.newPassword"), exact: true }).fill(password);
  await page.getByRole("textbox", { name: t("passwordLink.confirmPassword"), exact: true }).fill(password);
  await page.getByRole("button", { name: t("activation.submit") }).click();
  await expect(page.getByRole("heading", { level: 1, name: t("activation.doneTitle") })).toBeVisible();

  await page.goto("/login");
  await submitCredentials(page, invited.email, password);
  await expect(page.getByRole("heading", { level: 1, name: t("enroll.title") })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("radio", { name: t("enroll.totpLabel") }).check();
  await page.getByRole("button", { name: t("enroll.continue") }).click();
  await expect(page.getByRole("img", { name: t("activate.qrAlt") })).toBeVisible();
  await expectNoAxeViolations(page);
  // The tester's authenticator: the setup key shown for manual entry.
  const secret = (await page.locator("code").first().innerText()).replace(/\s+/g, "");
  await page.getByLabel(t("code.label")).fill(totp(secret));
  await page.getByRole("button", { name: t("activate.submit") }).click();

  // Terms first (a first sign-in has not accepted them), then the ben admin's home.
  await expect(page).toHaveURL(/\/terms-of-use/, { timeout: 15_000 });
  await page.getByRole("button", { name: t("terms.accept") }).click();
  await expect(page).toHaveURL(/\/clients\/ben-admin$/, { timeout: 15_000 });
  const me = await (await page.request.get("/api/users/authenticated")).json();
  expect(me).toMatchObject({ email: invited.email, role: "BEN_ADMIN" });
  expect(me.termsOfUseDate).not.toBeNull();
});
