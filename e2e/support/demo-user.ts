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

/**
 * Enters the authenticator's current code on the "Verify it's you" step and resolves once /login is left behind. A
 * code already used in its 30-second step (another spec signed the same user in moments ago) may be refused: the
 * next step's code is then entered, as a tester would wait for their app to show a new one.
 */
export async function verifyWithTotp(page: Page, user: DemoLogin, language: Language = "en"): Promise<void> {
  const codeField = page.getByLabel(text(language, "auth", "code.label"));
  const verify = page.getByRole("button", { name: text(language, "auth", "mfa.verify"), exact: true });
  const refused = page.getByText(text(language, "auth", "errors.invalidPasscode"));
  const signedIn = () => !new URL(page.url()).pathname.includes("/login");
  const code = totp(user.totpSecret);
  await codeField.fill(code);
  await verify.click();
  await expect
    .poll(async () => signedIn() || (await refused.isVisible()), { timeout: 15_000, message: "signed in or refused" })
    .toBe(true);
  if (!signedIn()) {
    await expect.poll(() => totp(user.totpSecret), { timeout: 35_000, message: "the next TOTP code" }).not.toBe(code);
    await codeField.fill(totp(user.totpSecret));
    await verify.click();
  }
  await expect(page).not.toHaveURL(/\/login/, { timeout: 15_000 });
}

/** From the sign-in form to signed in: password, then a fresh TOTP code; resolves once /login is left behind. */
export async function signInWithTotp(page: Page, user: DemoLogin, password: string): Promise<void> {
  await submitCredentials(page, user.email, password);
  await verifyWithTotp(page, user);
}
