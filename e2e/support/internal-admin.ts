/**
 * What the internal-administration specs share: signing in as the owner on a staff page, and creating a broker,
 * a client or a broker's account through the screens, each with a unique name so that parallel specs never meet.
 */
import { randomBytes } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { demoLogin, submitCredentials } from "./demo-user";
import { type Language, text } from "./locales";
import { linkIn, waitForEmail } from "./mailbox";
import { totp } from "./totp";

/** The one staff login these specs sign in as (read-only for the other specs, so shared safely). */
export const owner = () => demoLogin("SLF_OWNER", 0);

/** A short suffix that no other test run in this database has used. */
export function uniqueSuffix(): string {
  return randomBytes(4).toString("hex");
}

/** Fills {{name}}-style placeholders the way i18next does. */
export function interpolate(template: string, values: Record<string, string | number>): string {
  return template.replace(/{{(\w+)}}/g, (_, key: string) => String(values[key]));
}

/** The path in a language: Spanish pages live under /es. */
export function inLanguage(language: Language, path: string): string {
  return language === "es" ? `/es${path}` : path;
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Opens a staff page as the owner, in a spec that starts signed in as the owner (`test.use({ storageState:
 * OWNER_STATE })`, support/auth-state.ts): the page itself, with no detour through sign-in.
 */
export async function openAsOwner(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // A spec without the owner's state would be at /login by now.
  await expect(page, "still on the page (signed in as the owner)").toHaveURL(new RegExp(`${escapeRegExp(path)}$`));
}

export interface NewExternalUser {
  name: string;
  email: string;
  company: string;
}

export function newBroker(): NewExternalUser {
  const suffix = uniqueSuffix();
  return {
    name: `Broker E2e ${suffix}`,
    email: `e2e.broker.${suffix}@example.com`,
    company: `E2e Brokerage ${suffix}`,
  };
}

/** On /brokers/admin: "Create broker", the form, and no welcome e-mail (the activation e-mail is sent later). */
export async function createBroker(page: Page, broker: NewExternalUser): Promise<void> {
  const u = (key: string) => text("en", "users", key);
  await page.getByRole("button", { name: u("pages.broker.create") }).click();
  const dialog = page.getByRole("dialog", { name: u("pages.broker.create") });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("textbox", { name: u("fields.name") }).fill(broker.name);
  await dialog.getByRole("textbox", { name: u("fields.email") }).fill(broker.email);
  await dialog.getByRole("textbox", { name: u("fields.companyName") }).fill(broker.company);
  await dialog.getByRole("checkbox", { name: u("fields.sendWelcomeEmail") }).uncheck();
  await dialog.getByRole("button", { name: u("actions.create"), exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** The client list's search box: types, then waits for the debounced list to show `expected`. */
export async function searchClients(page: Page, search: string): Promise<void> {
  await page.getByRole("searchbox", { name: text("en", "clients", "list.searchLabel") }).fill(search);
}

/** From /clients/admin to a client's manage page by searching its name; answers the client's id. */
export async function openClientManage(page: Page, clientName: string): Promise<string> {
  await searchClients(page, clientName);
  await page.getByRole("link", { name: clientName, exact: true }).click();
  await expect(page).toHaveURL(/\/clients\/admin\/[^/]+\/manage$/);
  await expect(page.getByRole("heading", { level: 1, name: clientName })).toBeVisible();
  const match = new URL(page.url()).pathname.match(/\/clients\/admin\/([^/]+)\/manage$/);
  if (!match?.[1]) throw new Error(`No client id in ${page.url()}`);
  return decodeURIComponent(match[1]);
}

/** On /clients/admin: "Create client" with a name and case id; lands on the new client's manage page, answers its id. */
export async function createClient(page: Page, name: string, caseId: string): Promise<string> {
  const c = (key: string) => text("en", "clients", key);
  await page.getByRole("button", { name: c("create.open") }).click();
  const dialog = page.getByRole("dialog", { name: c("create.title") });
  await dialog.getByRole("textbox", { name: c("fields.name") }).fill(name);
  await dialog.getByRole("textbox", { name: c("fields.caseId") }).fill(caseId);
  await dialog.getByRole("button", { name: c("create.submit") }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const match = new URL(page.url()).pathname.match(/\/clients\/admin\/([^/]+)\/manage$/);
  if (!match?.[1]) throw new Error(`No client id in ${page.url()}`);
  return decodeURIComponent(match[1]);
}

/**
 * An invited user's first steps from the activation e-mail received since `since`: set a password, sign in, enrol
 * TOTP with the shown setup key, accept the terms. Resolves on the role's home; answers the TOTP secret and password.
 */
export async function activateFromEmail(
  page: Page,
  email: string,
  since: number,
): Promise<{ password: string; totpSecret: string }> {
  const a = (key: string) => text("en", "auth", key);
  const link = linkIn(await waitForEmail({ to: email, since }), "/activate");
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole("heading", { level: 1, name: a("activation.title") })).toBeVisible();
  const password = `Quiet harbours hold ${uniqueSuffix()} boats`;
  await page.getByRole("textbox", { name: a("passwordLink.newPassword"), exact: true }).fill(password);
  await page.getByRole("textbox", { name: a("passwordLink.confirmPassword"), exact: true }).fill(password);
  await page.getByRole("button", { name: a("activation.submit") }).click();
  await expect(page.getByRole("heading", { level: 1, name: a("activation.doneTitle") })).toBeVisible();

  await page.goto("/login");
  await submitCredentials(page, email, password);
  await expect(page.getByRole("heading", { level: 1, name: a("enroll.title") })).toBeVisible();
  await page.getByRole("radio", { name: a("enroll.totpLabel") }).check();
  await page.getByRole("button", { name: a("enroll.continue") }).click();
  await expect(page.getByRole("img", { name: a("activate.qrAlt") })).toBeVisible();
  // The tester's authenticator: the setup key shown for manual entry.
  const totpSecret = (await page.locator("code").first().innerText()).replace(/\s+/g, "");
  await page.getByLabel(a("code.label")).fill(totp(totpSecret));
  await page.getByRole("button", { name: a("activate.submit") }).click();

  await expect(page).toHaveURL(/\/terms-of-use/, { timeout: 15_000 });
  await page.getByRole("button", { name: a("terms.accept") }).click();
  return { password, totpSecret };
}
