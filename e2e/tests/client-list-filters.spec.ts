/**
 * The client list keeps its filters per signed-in user (benefits-explorer spec §3, the client table filters key):
 * set on the list, they are still there after the user opens a client and comes back by the link to the list, and
 * they are stored under the spec's key for that user.
 */
import { expect, type Page, test } from "@playwright/test";
import { OWNER_STATE } from "../support/auth-state";
import { openAsOwner } from "../support/internal-admin";
import { text } from "../support/locales";

const c = (key: string) => text("en", "clients", key);

/** The seeded archived client, only listed with "Include archived clients". */
const HUDSON_VALLEY = "Hudson Valley School Bus Co.";

test.use({ storageState: OWNER_STATE });

function clientTable(page: Page) {
  return page.getByRole("table", { name: c("list.caption") });
}

test("the client list's filters are kept when the user leaves the list and comes back", async ({ page }) => {
  await openAsOwner(page, "/clients/admin");
  const table = clientTable(page);
  await expect(table.getByRole("link").first()).toBeVisible();
  await expect(table.getByRole("link", { name: HUDSON_VALLEY })).toHaveCount(0);

  // Archived clients included and one phase only.
  const includeArchived = page.getByRole("checkbox", { name: c("filters.includeArchived") });
  await includeArchived.check();
  const phase = text("en", "common", "phases.CONTRACTS_AND_BILLING");
  await page.getByRole("combobox", { name: c("filters.phase"), exact: true }).click();
  await page.getByRole("option", { name: phase, exact: true }).click();
  await page.keyboard.press("Escape");
  await expect(table.getByRole("link", { name: HUDSON_VALLEY, exact: true })).toBeVisible();

  // Stored under the spec's key, for this user.
  const userId = await page.evaluate(async () => {
    const response = await fetch("/api/users/authenticated", { credentials: "include" });
    return ((await response.json()) as { id: string }).id;
  });
  const stored = await page.evaluate(
    (key) => JSON.parse(window.localStorage.getItem(key) ?? "null") as unknown,
    `onboard.clients.tableFilters.${userId}`,
  );
  expect(stored).toMatchObject({ includeArchived: true, phaseIds: ["CONTRACTS_AND_BILLING"] });

  // Leave for the client's page, then come back by its link to the list.
  await table.getByRole("link", { name: HUDSON_VALLEY, exact: true }).click();
  await expect(page).toHaveURL(/\/clients\/admin\/[^/]+\/manage$/);
  await expect(page.getByRole("heading", { level: 1, name: HUDSON_VALLEY })).toBeVisible();
  await page
    .getByRole("main")
    .getByRole("link", { name: c("manage.backToList"), exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(/\/clients\/admin$/);

  await expect(includeArchived).toBeChecked();
  await expect(page.getByRole("combobox", { name: c("filters.phase"), exact: true })).toHaveCount(1);
  await expect(page.getByText(phase, { exact: true }).first()).toBeVisible();
  await expect(table.getByRole("link", { name: HUDSON_VALLEY, exact: true })).toBeVisible();
  await expect(
    table
      .getByRole("row")
      .filter({ has: page.getByRole("cell") })
      .filter({ hasNotText: phase }),
  ).toHaveCount(0);
});
