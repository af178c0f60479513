/** Signing in as a tester would: e-mail, password, the TOTP code from an authenticator, through the real PKCE flow. */
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { DEMO_PASSWORD } from "../support/demo-logins";
import { demoLogin, submitCredentials, verifyWithTotp } from "../support/demo-user";
import { text } from "../support/locales";
import { totp } from "../support/totp";

test("a deep link to a protected page returns there after signing in with TOTP, and sign-out ends the session", async ({
  page,
}) => {
  const owner = demoLogin("SLF_OWNER");
  await page.goto("/clients/admin");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fclients%2Fadmin/);

  await submitCredentials(page, owner.email, DEMO_PASSWORD);
  await expect(page.getByRole("heading", { level: 1, name: "Verify it's you" })).toBeVisible();
  await verifyWithTotp(page, owner);

  // Through /oidc/auth, the interaction, /login/callback and the session exchange, back to the deep link.
  await expect(page).toHaveURL(/\/clients\/admin$/, { timeout: 15_000 });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const me = await page.request.get("/api/users/authenticated");
  expect((await me.json()).email).toBe(owner.email);

  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await (await page.request.get("/api/users/authenticated")).json()).toBeNull();
  await page.goto("/clients/admin");
  await expect(page).toHaveURL(/\/login\?redirect=/);
});

test("a wrong code is refused, and the right one then signs in to the role's home", async ({ page }) => {
  const broker = demoLogin("BROKER");
  await page.goto("/login");
  await submitCredentials(page, broker.email, DEMO_PASSWORD);
  await page.getByLabel("Verification code").fill(totp(broker.totpSecret) === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Verify", exact: true }).click();
  await expect(page.getByText(text("en", "auth", "errors.invalidPasscode"))).toBeVisible();
  await page.getByLabel("Verification code").fill(totp(broker.totpSecret));
  await page.getByRole("button", { name: "Verify", exact: true }).click();
  // Signed in without a deep link, a broker lands on the broker home.
  await expect(page).toHaveURL(/\/clients$/, { timeout: 15_000 });
  expect((await (await page.request.get("/api/users/authenticated")).json()).role).toBe("BROKER");
});

test("five wrong passwords lock the account with the spec's message", async ({ page }) => {
  const admin = demoLogin("BROKER", 2);
  await page.goto("/login");
  for (let attempt = 1; attempt <= 5; attempt++) {
    await submitCredentials(page, admin.email, `wrong-password-${attempt}`);
    if (attempt < 5) await expect(page.getByText(text("en", "auth", "errors.authenticationFailed"))).toBeVisible();
  }
  await expect(
    page.getByText("Your account is locked for security reasons. Please, try again in about 60 minutes"),
  ).toBeVisible();
  // The right password does not get past a lock.
  await page.goto("/login");
  await submitCredentials(page, admin.email, DEMO_PASSWORD);
  await expect(
    page.getByText("Your account is locked for security reasons. Please, try again in about 60 minutes"),
  ).toBeVisible();
});

for (const language of ["en", "es"] as const) {
  test(`the sign-in screens have no axe violations (${language})`, async ({ page }) => {
    const benAdmin = demoLogin("BEN_ADMIN", language === "en" ? 0 : 1);
    await page.goto(language === "es" ? "/es/login" : "/login");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel(text(language, "auth", "credentials.username")).fill(benAdmin.email);
    await page
      .getByRole("textbox", { name: text(language, "auth", "credentials.password"), exact: true })
      .fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: text(language, "auth", "credentials.submit") }).click();
    await expect(page.getByLabel(text(language, "auth", "code.label"))).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
