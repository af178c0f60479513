/**
 * Forgotten passwords and account links, end to end: the reset e-mail travels over real SMTP to the local catcher,
 * the link in it sets a new password once, and the new password (with TOTP) signs in.
 */
import { expect, test } from "@playwright/test";
import { OWNER_STATE } from "../support/auth-state";
import { DEMO_PASSWORD } from "../support/demo-logins";
import { demoLogin, signInWithTotp, submitCredentialsForResponse } from "../support/demo-user";
import { text } from "../support/locales";
import { emailsTo, linkIn, waitForEmail } from "../support/mailbox";

const t = (key: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce(
    (message, [name, value]) => message.replace(`{{${name}}}`, value),
    text("en", "auth", key),
  );

test("a forgotten password is reset through the e-mailed link, which then no longer works", async ({
  page,
  baseURL,
}) => {
  const broker = demoLogin("BROKER", 1);
  const newPassword = "Harbor lights at 6 in the evening";
  const since = Date.now();

  await page.goto("/login");
  await page.getByRole("link", { name: t("credentials.forgotPassword") }).click();
  await expect(page).toHaveURL(/\/forgot$/);
  await page.getByRole("textbox", { name: t("credentials.username") }).fill(broker.email);
  await page.getByRole("button", { name: t("forgot.submit") }).click();
  await expect(page.getByRole("heading", { level: 1, name: t("forgot.sentTitle") })).toBeFocused();
  await expect(page.getByText(t("forgot.sent", { email: broker.email }))).toBeVisible();

  const email = await waitForEmail({ to: broker.email, since });
  const link = linkIn(email, "/reset");
  expect(link.origin).toBe(new URL(baseURL ?? "").origin);
  expect(link.searchParams.get("token")).toBeTruthy();

  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole("heading", { level: 1, name: t("reset.title") })).toBeVisible();
  await expect(page.getByRole("textbox", { name: t("credentials.username") })).toHaveValue(broker.email);
  const password = page.getByRole("textbox", { name: t("passwordLink.newPassword"), exact: true });
  const confirmation = page.getByRole("textbox", { name: t("passwordLink.confirmPassword"), exact: true });
  // The policy is checked before anything is sent.
  await password.fill("short");
  await confirmation.fill("short");
  await page.getByRole("button", { name: t("reset.submit") }).click();
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(t("validation.newPasswordTooShort"), { exact: true })).toBeVisible();
  await password.fill(newPassword);
  await confirmation.fill(newPassword);
  await page.getByRole("button", { name: t("reset.submit") }).click();
  await expect(page.getByRole("heading", { level: 1, name: t("reset.doneTitle") })).toBeFocused();

  // The link works once.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole("heading", { level: 1, name: t("linkExpired.title") })).toBeVisible();
  await expect(page.getByText(t("linkExpired.message"))).toBeVisible();

  await page.goto("/login");
  expect((await submitCredentialsForResponse(page, broker.email, DEMO_PASSWORD)).status()).toBe(401);
  await expect(page.getByText(t("errors.authenticationFailed"))).toBeVisible();
  await page.goto("/login");
  await signInWithTotp(page, broker, newPassword);
  const me = await (await page.request.get("/api/users/authenticated")).json();
  expect(me.email).toBe(broker.email);
});

test("an unknown or missing token shows the expired-link state, with the way to a new link", async ({ page }) => {
  await page.goto("/reset?token=not-a-real-token");
  await expect(page.getByRole("heading", { level: 1, name: t("linkExpired.title") })).toBeVisible();
  await expect(page.getByText(t("linkExpired.message"))).toBeVisible();
  await page.getByRole("link", { name: t("reset.newLink") }).click();
  await expect(page).toHaveURL(/\/forgot$/);

  await page.goto("/activate?token=not-a-real-token");
  await expect(page.getByRole("heading", { level: 1, name: t("linkExpired.title") })).toBeVisible();
  await page.getByRole("link", { name: t("activation.newLink") }).click();
  await expect(page).toHaveURL(/\/reactivate$/);

  await page.goto("/es/reset");
  await expect(page.getByRole("heading", { level: 1, name: text("es", "auth", "linkExpired.title") })).toBeVisible();
  await expect(page.getByText(text("es", "auth", "linkExpired.message"))).toBeVisible();
});

test("a reactivation request for an account that already has a password is confirmed, and sends nothing", async ({
  page,
  playwright,
  baseURL,
}) => {
  const benAdmin = demoLogin("BEN_ADMIN", 4);
  // Staff read the server's outbox, where every e-mail is stored before the request that sends it is answered.
  const staff = await playwright.request.newContext({ baseURL, storageState: OWNER_STATE });
  const storedEmailsTo = async (email: string): Promise<number> => {
    const response = await staff.get(`/api/emails/count?search=${encodeURIComponent(email)}`);
    expect(response.status()).toBe(200);
    return ((await response.json()) as { count: number }).count;
  };
  const storedBefore = await storedEmailsTo(benAdmin.email);
  const since = Date.now();
  await page.goto("/reactivate");
  await page.getByRole("textbox", { name: t("credentials.username") }).fill(benAdmin.email);
  const answered = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname.startsWith("/api/users/activation-email/") &&
      response.request().method() === "POST",
  );
  await page.keyboard.press("Enter");
  expect((await answered).status()).toBe(204);
  await expect(page.getByRole("heading", { level: 1, name: t("reactivate.sentTitle") })).toBeFocused();
  await expect(page.getByText(t("reactivate.sent", { email: benAdmin.email }))).toBeVisible();
  // The answer is the same either way (no account enumeration); only an account without a password gets a link.
  // Nothing was stored for it by the time the request was answered, so nothing is ever sent, and nothing arrived.
  expect(await storedEmailsTo(benAdmin.email)).toBe(storedBefore);
  expect(emailsTo({ to: benAdmin.email, since })).toEqual([]);
  await staff.dispose();
});
