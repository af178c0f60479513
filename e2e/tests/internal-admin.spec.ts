/**
 * Carrier staff on the client list and a client's page: archiving a client (confirmed first) hides it from lists and
 * sends its hub to the not-found page; the list's search, sort and filters work, and the filters survive a reload;
 * creating a user with the welcome e-mail announces it with the toast, whose link opens that e-mail.
 */
import { expect, type Page, test } from "@playwright/test";
import { OWNER_STATE } from "../support/auth-state";
import { createClient, interpolate, openAsOwner, searchClients, uniqueSuffix } from "../support/internal-admin";
import { text } from "../support/locales";
import { waitForEmail } from "../support/mailbox";

const c = (key: string) => text("en", "clients", key);
const u = (key: string) => text("en", "users", key);

const HARBORVIEW = "Harborview Medical Group";
const HARBORVIEW_VOLUNTARY = "Harborview Medical Group - Voluntary Benefits";
/** The seeded archived client. */
const HUDSON_VALLEY = "Hudson Valley School Bus Co.";

test.use({ storageState: OWNER_STATE });

function clientTable(page: Page) {
  return page.getByRole("table", { name: c("list.caption") });
}

/** The data rows of the client list (the header row has no cells). */
function clientRows(page: Page) {
  return clientTable(page)
    .getByRole("row")
    .filter({ has: page.getByRole("cell") });
}

test("an admin archives a client after confirming; it leaves the list and its hub shows the not-found page", async ({
  page,
}) => {
  const suffix = uniqueSuffix();
  const name = `E2e Archived Client ${suffix}`;
  await openAsOwner(page, "/clients/admin");
  const clientId = await createClient(page, name, `E2E-${suffix}`);

  const actions = page.getByRole("region", { name: c("manage.actions") });
  const dialog = page.getByRole("dialog", { name: c("confirm.archiveTitle") });

  // Cancel changes nothing.
  await actions.getByRole("button", { name: c("actions.archive"), exact: true }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(interpolate(c("confirm.archiveMessage"), { name }));
  await dialog.getByRole("button", { name: text("en", "common", "cancel") }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(c("badges.archived"), { exact: true })).toHaveCount(0);

  // Confirming archives it: the badge shows and the action turns into Unarchive.
  await actions.getByRole("button", { name: c("actions.archive"), exact: true }).click();
  await dialog.getByRole("button", { name: c("actions.archive"), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(c("badges.archived"), { exact: true })).toBeVisible();
  await expect(actions.getByRole("button", { name: c("actions.unarchive"), exact: true })).toBeVisible();

  // The audit trail records it.
  await expect(page.getByRole("region", { name: c("manage.audit") }).getByRole("table")).toContainText(/archiv/i);

  // The list no longer shows it, unless archived clients are included.
  await page.goto("/clients/admin");
  await searchClients(page, name);
  await expect(page.getByText(c("list.empty"))).toBeVisible();
  await page.getByRole("checkbox", { name: c("filters.includeArchived") }).check();
  await expect(clientTable(page).getByRole("link", { name, exact: true })).toBeVisible();

  // Its hub is gone: the not-found page, for staff too.
  await page.goto(`/client/${clientId}`);
  await expect(page.getByRole("heading", { level: 1, name: text("en", "errors", "notFound") })).toBeVisible();
});

test("the client list: search narrows it, a sort header reverses it, and the filters survive a reload", async ({
  page,
}) => {
  await openAsOwner(page, "/clients/admin");
  const table = clientTable(page);
  await expect(table.getByRole("link", { name: "Bluegrass Veterinary Partners", exact: true })).toBeVisible();
  // Default order: by name, ascending.
  const nameHeader = table.getByRole("columnheader", { name: c("columns.name"), exact: true });
  await expect(nameHeader).toHaveAttribute("aria-sort", "ascending");

  // Search narrows the list to the matching clients.
  await searchClients(page, "Harborview");
  await expect(table.getByRole("link")).toHaveText([HARBORVIEW, HARBORVIEW_VOLUNTARY]);
  await expect(table.getByRole("link", { name: "Bluegrass Veterinary Partners" })).toHaveCount(0);

  // The name header sorts descending, then ascending again.
  await nameHeader.getByRole("button").click();
  await expect(nameHeader).toHaveAttribute("aria-sort", "descending");
  await expect(table.getByRole("link")).toHaveText([HARBORVIEW_VOLUNTARY, HARBORVIEW]);
  const caseHeader = table.getByRole("columnheader", { name: c("columns.caseId"), exact: true });
  await expect(caseHeader).toHaveAttribute("aria-sort", "none");

  // Filters: archived clients included, one phase only.
  await searchClients(page, "");
  await expect(table.getByRole("link", { name: HUDSON_VALLEY })).toHaveCount(0);
  await page.getByRole("checkbox", { name: c("filters.includeArchived") }).check();
  const phase = text("en", "common", "phases.CONTRACTS_AND_BILLING");
  await page.getByRole("combobox", { name: c("filters.phase"), exact: true }).click();
  await page.getByRole("option", { name: phase, exact: true }).click();
  await page.keyboard.press("Escape");
  await expect(table.getByRole("link", { name: HUDSON_VALLEY, exact: true })).toBeVisible();
  await expect(clientRows(page).filter({ hasNotText: phase })).toHaveCount(0);
  const filteredCount = await clientRows(page).count();
  expect(filteredCount).toBeGreaterThan(0);

  // A reload keeps them (browser storage), with the order chosen.
  await page.reload();
  await expect(page.getByRole("checkbox", { name: c("filters.includeArchived") })).toBeChecked();
  await expect(table.getByRole("link", { name: HUDSON_VALLEY, exact: true })).toBeVisible();
  await expect(clientRows(page)).toHaveCount(filteredCount);
  await expect(clientRows(page).filter({ hasNotText: phase })).toHaveCount(0);
  await expect(table.getByRole("columnheader", { name: c("columns.name"), exact: true })).toHaveAttribute(
    "aria-sort",
    "descending",
  );

  // Clear filters brings the whole list back, archived ones hidden again.
  await page.getByRole("button", { name: c("filters.clear") }).click();
  await expect(page.getByRole("checkbox", { name: c("filters.includeArchived") })).not.toBeChecked();
  await expect(table.getByRole("link", { name: HUDSON_VALLEY })).toHaveCount(0);
  await expect(table.getByRole("link", { name: "Bluegrass Veterinary Partners", exact: true })).toBeVisible();
});

test("creating a ben admin with the welcome e-mail shows the toast, whose link opens the e-mail sent", async ({
  page,
}) => {
  const suffix = uniqueSuffix();
  const benAdmin = { name: `Ben Admin E2e ${suffix}`, email: `e2e.benadmin.${suffix}@example.com` };
  await openAsOwner(page, "/ben-admins/admin");
  await page.getByRole("button", { name: u("pages.ben-admin.create") }).click();
  const dialog = page.getByRole("dialog", { name: u("pages.ben-admin.create") });
  await dialog.getByRole("textbox", { name: u("fields.name") }).fill(benAdmin.name);
  await dialog.getByRole("textbox", { name: u("fields.email") }).fill(benAdmin.email);
  // The welcome e-mail is offered, and on by default.
  await expect(dialog.getByRole("checkbox", { name: u("fields.sendWelcomeEmail") })).toBeChecked();
  const since = Date.now();
  await dialog.getByRole("button", { name: u("actions.create"), exact: true }).click();
  await expect(dialog).toBeHidden();

  const toastText = text("en", "common", "emailSent.toast");
  const toast = page.getByRole("status").filter({ hasText: toastText.replace(/<\/?viewLink>/g, "") });
  await expect(toast).toBeVisible();
  await toast.getByRole("link", { name: toastText.match(/<viewLink>(.*)<\/viewLink>/)?.[1] }).click();
  // The toast lasts 3 seconds: follow it first, then compare with what the mail server received.
  await expect(page).toHaveURL(/\/emails\/[^/]+$/);
  const received = await waitForEmail({ to: benAdmin.email, since });
  await expect(page.getByRole("heading", { level: 1, name: received.subject })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(benAdmin.email);
});
