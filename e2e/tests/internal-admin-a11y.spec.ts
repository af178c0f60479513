/**
 * axe on every internal-administration page, in English and Spanish, with the cheap dialogs open too; and the
 * internal bar's Users menu driven with the keyboard alone. (The broker home is checked in broker-journey.spec.ts,
 * by the broker that spec activates.) Everything here only reads: no record is changed.
 */
import { expect, type Page, test } from "@playwright/test";
import { clientIdOf } from "../../apps/server/src/db/seed/keys";
import { OWNER_STATE } from "../support/auth-state";
import { softExpectNoAxeViolations } from "../support/axe";
import { demoLogin } from "../support/demo-user";
import { inLanguage, interpolate, openAsOwner, owner } from "../support/internal-admin";
import { type Language, text } from "../support/locales";

/** A seeded client with brokers, ben admins and e-mails, only read here. */
const CLIENT = "Cascade Timber Products, Inc.";
const CLIENT_ID = clientIdOf("cascade");
const CLIENT_EMAIL_SUBJECT = "Your company information form has been signed";
const STAFF_EMAIL_SUBJECT = "Onboard weekly activity summary";
const BROKER = demoLogin("BROKER", 0);
/** The e-mail's own HTML, shown in a sandboxed frame without scripts: axe cannot run inside it, so
 * it is left out and its title checked by hand. */
const EMAIL_BODY_FRAME = "iframe[sandbox]";
const BEN_ADMIN = demoLogin("BEN_ADMIN", 0);

test.use({ storageState: OWNER_STATE });

async function expectHeading(page: Page, name: string): Promise<void> {
  await expect(page.getByRole("heading", { level: 1, name, exact: true })).toBeVisible();
}

/** Opens a dialog with its button, checks it, and closes it with Escape. */
async function checkDialog(page: Page, buttonName: string, dialogName: string): Promise<void> {
  await page.getByRole("button", { name: buttonName, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: dialogName });
  await expect(dialog).toBeVisible();
  await softExpectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
}

for (const language of ["en", "es"] as const satisfies Language[]) {
  const at = (path: string) => inLanguage(language, path);
  const c = (key: string) => text(language, "clients", key);
  const u = (key: string) => text(language, "users", key);
  const e = (key: string) => text(language, "emails", key);

  test(`the client list and a client's page, with their dialogs, have no axe violations (${language})`, async ({
    page,
  }) => {
    await openAsOwner(page, at("/clients/admin"));
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await expectHeading(page, c("list.title"));
    const table = page.getByRole("table", { name: c("list.caption") });
    await expect(table.getByRole("link", { name: CLIENT, exact: true })).toBeVisible();
    await softExpectNoAxeViolations(page);
    await checkDialog(page, c("create.open"), c("create.title"));

    await table.getByRole("link", { name: CLIENT, exact: true }).click();
    await expectHeading(page, CLIENT);
    await expect(page).toHaveURL(new RegExp(`^[^?]*${at("/clients/admin/")}[^/]+/manage$`));
    expect(new URL(page.url()).pathname.split("/").at(-2)).toBe(CLIENT_ID);
    // Every section loaded before axe looks.
    await expect(page.getByRole("region", { name: c("manage.users") }).getByRole("table")).toBeVisible();
    await expect(page.getByRole("region", { name: c("manage.audit") })).toBeVisible();
    await expect(page.getByRole("region", { name: c("manage.setup") }).getByRole("progressbar")).toHaveCount(0);
    await expect(page.getByLabel(c("loading"))).toHaveCount(0);
    await softExpectNoAxeViolations(page);
    await checkDialog(page, c("actions.archive"), c("confirm.archiveTitle"));
  });

  test(`a client's e-mails list and one of its e-mails have no axe violations (${language})`, async ({ page }) => {
    await openAsOwner(page, at(`/client/${CLIENT_ID}/emails`));
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await expectHeading(page, e("clientEmails.title"));
    const emails = page.getByRole("table", { name: e("tableCaption") });
    await expect(emails.getByRole("link", { name: CLIENT_EMAIL_SUBJECT })).toBeVisible();
    await softExpectNoAxeViolations(page);

    await emails.getByRole("link", { name: CLIENT_EMAIL_SUBJECT }).click();
    await expectHeading(page, CLIENT_EMAIL_SUBJECT);
    await expect(
      page.getByTitle(interpolate(e("detail.bodyFrameTitle"), { subject: CLIENT_EMAIL_SUBJECT })),
    ).toBeVisible();
    await expect(page.getByRole("table", { name: e("detail.historyCaption") })).toBeVisible();
    await softExpectNoAxeViolations(page, { exclude: [EMAIL_BODY_FRAME] });
  });

  test(`the internal users list, its create dialog and a row's menu have no axe violations (${language})`, async ({
    page,
  }) => {
    await openAsOwner(page, at("/users/internal"));
    await expectHeading(page, u("pages.internal.title"));
    const internal = page.getByRole("table", { name: u("pages.internal.caption") });
    await expect(internal.getByRole("row").nth(1)).toBeVisible();
    await softExpectNoAxeViolations(page);
    await checkDialog(page, u("pages.internal.create"), u("pages.internal.create"));
    // A row's action menu, open.
    await internal.getByRole("button", { name: interpolate(u("actions.menuFor"), { name: owner().name }) }).click();
    await expect(page.getByRole("menuitem", { name: u("actions.edit"), exact: true })).toBeVisible();
    await softExpectNoAxeViolations(page);
    await page.keyboard.press("Escape");
  });

  test(`the brokers list and a broker's page, with their dialogs, have no axe violations (${language})`, async ({
    page,
  }) => {
    await openAsOwner(page, at("/brokers/admin"));
    await expectHeading(page, u("pages.broker.title"));
    const brokers = page.getByRole("table", { name: u("pages.broker.caption") });
    await expect(brokers.getByRole("row").nth(1)).toBeVisible();
    await softExpectNoAxeViolations(page);
    await checkDialog(page, u("pages.broker.create"), u("pages.broker.create"));

    await page.getByRole("searchbox", { name: u("search.label") }).fill(BROKER.email);
    await brokers.getByRole("link", { name: interpolate(u("actions.manageUser"), { name: BROKER.name }) }).click();
    await expectHeading(page, BROKER.name);
    await expect(
      page.getByRole("table", { name: interpolate(u("manage.clientsCaption"), { name: BROKER.name }) }),
    ).toBeVisible();
    await softExpectNoAxeViolations(page);
    await checkDialog(page, u("actions.resetMfa"), u("dialogs.resetMfaTitle"));
  });

  test(`the ben admins list and a ben admin's page have no axe violations (${language})`, async ({ page }) => {
    await openAsOwner(page, at("/ben-admins/admin"));
    await expectHeading(page, u("pages.ben-admin.title"));
    const benAdmins = page.getByRole("table", { name: u("pages.ben-admin.caption") });
    await expect(benAdmins.getByRole("row").nth(1)).toBeVisible();
    await softExpectNoAxeViolations(page);
    await checkDialog(page, u("pages.ben-admin.create"), u("pages.ben-admin.create"));

    await page.getByRole("searchbox", { name: u("search.label") }).fill(BEN_ADMIN.email);
    await benAdmins.getByRole("link", { name: interpolate(u("actions.manageUser"), { name: BEN_ADMIN.name }) }).click();
    await expectHeading(page, BEN_ADMIN.name);
    await expect(
      page.getByRole("table", { name: interpolate(u("manage.clientsCaption"), { name: BEN_ADMIN.name }) }),
    ).toBeVisible();
    await softExpectNoAxeViolations(page);
  });

  test(`the all-e-mails list and an e-mail have no axe violations (${language})`, async ({ page }) => {
    await openAsOwner(page, at("/emails"));
    await expectHeading(page, e("allEmails.title"));
    const emails = page.getByRole("table", { name: e("tableCaption") });
    await expect(emails.getByRole("row").nth(1)).toBeVisible();
    await softExpectNoAxeViolations(page);

    await page.getByRole("searchbox", { name: e("search.label") }).fill(STAFF_EMAIL_SUBJECT);
    await emails.getByRole("link", { name: STAFF_EMAIL_SUBJECT }).first().click();
    await expectHeading(page, STAFF_EMAIL_SUBJECT);
    await expect(
      page.getByTitle(interpolate(e("detail.bodyFrameTitle"), { subject: STAFF_EMAIL_SUBJECT })),
    ).toBeVisible();
    await expect(page.getByRole("table", { name: e("detail.historyCaption") })).toBeVisible();
    await softExpectNoAxeViolations(page, { exclude: [EMAIL_BODY_FRAME] });
  });
}

test("the internal bar's Users menu opens with the keyboard and its links are reachable", async ({ page }) => {
  const n = (key: string) => text("en", "navigation", key);
  await openAsOwner(page, "/clients/admin");
  const nav = page.getByRole("navigation", { name: n("mainLabel") });
  const users = nav.getByRole("button", { name: n("users"), exact: true });
  await users.focus();
  await expect(users).toBeFocused();
  await expect(users).toHaveAttribute("aria-expanded", "false");

  await page.keyboard.press("Enter");
  await expect(users).toHaveAttribute("aria-expanded", "true");
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  const items = [n("brokers"), n("internalUsers"), n("benefitsAdministrator")];
  await expect(menu.getByRole("menuitem")).toHaveText(items);
  const item = (name: string) => menu.getByRole("menuitem", { name, exact: true });

  // Opened from the keyboard, the first item has focus; the arrow keys walk the others and wrap around.
  await expect(item(n("brokers"))).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(item(n("internalUsers"))).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(item(n("benefitsAdministrator"))).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(item(n("brokers"))).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(item(n("benefitsAdministrator"))).toBeFocused();

  // Escape closes it and gives focus back to the button.
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(users).toBeFocused();

  // Opened again with Space, Enter on an item follows its link.
  await page.keyboard.press("Space");
  await expect(item(n("brokers"))).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(item(n("internalUsers"))).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/users\/internal$/);
  await expectHeading(page, text("en", "users", "pages.internal.title"));
  // The all-e-mails link is the next stop in the tab order.
  await users.focus();
  await page.keyboard.press("Tab");
  await expect(nav.getByRole("link", { name: n("allEmails") })).toBeFocused();
});
