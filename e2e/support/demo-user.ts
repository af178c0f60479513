/** Picks a seeded demo user and signs in as one the way a tester does: e-mail, password, then the TOTP code. */
import { expect, type Page, type Response } from "@playwright/test";
import { DEMO_LOGINS } from "./demo-logins";
import { type Language, text } from "./locales";
import { totp } from "./totp";

export type DemoLogin = (typeof DEMO_LOGINS)[number];

/** The index-th demo user of a role; specs use different users so that they can run in parallel. */
export function demoLogin(role: DemoLogin["role"], index = 0): DemoLogin {
  const found = DEMO_LOGINS.filter((login) => login.role === role)[index];
  if (!found) throw new Error(`No demo login #${index} for ${role}`);
  return found;
}

export async function submitCredentials(page: Page, email: string, password: string, language: Language = "en") {
  await page.getByRole("textbox", { name: text(language, "auth", "credentials.username"), exact: true }).fill(email);
  await page.getByRole("textbox", { name: text(language, "auth", "credentials.password"), exact: true }).fill(password);
  await page.getByRole("button", { name: text(language, "auth", "credentials.submit") }).click();
}

/** Submits the sign-in form and returns the sign-in API's answer. */
export async function submitCredentialsForResponse(page: Page, email: string, password: string): Promise<Response> {
  const answer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/api/authn" && response.request().method() === "POST",
  );
  await submitCredentials(page, email, password);
  return answer;
}

/** From the sign-in form to signed in: password, then a fresh TOTP code; resolves once /login is left behind. */
export async function signInWithTotp(page: Page, user: DemoLogin, password: string): Promise<void> {
  await submitCredentials(page, user.email, password);
  await page.getByLabel(text("en", "auth", "code.label")).fill(totp(user.totpSecret));
  await page.getByRole("button", { name: text("en", "auth", "mfa.verify"), exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/, { timeout: 15_000 });
}
