/**
 * axe on every explorer-administration page, in English and Spanish: the client's page with its sites section (and
 * the delete confirmation), the create page (empty, then with its validation errors), a site's edit page (a plan
 * open, then with a validation error shown), the transfer dialog, the renew page and the staff preview. A seeded
 * site is only looked at: the errors come from the form's own checks, so nothing is ever sent or saved.
 */
import { expect, type Page, test } from "@playwright/test";
import { OWNER_STATE } from "../support/auth-state";
import { softExpectNoAxeViolations } from "../support/axe";
import {
  createSitePath,
  ea,
  editSitePath,
  manageAdminPath,
  previewSitePath,
  renewSitePath,
  SEEDED_SITE,
  textField,
} from "../support/explorer-admin";
import { inLanguage, interpolate, openAsOwner, owner } from "../support/internal-admin";
import { type Language, text } from "../support/locales";

async function expectHeading(page: Page, name: string): Promise<void> {
  await expect(page.getByRole("heading", { level: 1, name, exact: true })).toBeVisible();
}

/** Every loader gone (the policies, the feature toggles, the site). */
async function expectLoaded(page: Page, language: Language): Promise<void> {
  await expect(page.getByLabel(ea(language, "loading"), { exact: true })).toHaveCount(0);
}

test.use({ storageState: OWNER_STATE });

for (const language of ["en", "es"] as const satisfies Language[]) {
  const at = (path: string) => inLanguage(language, path);
  const t = (key: string) => ea(language, key);

  test(`the client's sites section and the create page have no axe violations (${language})`, async ({ page }) => {
    test.setTimeout(60_000);
    await openAsOwner(page, at(manageAdminPath(SEEDED_SITE.clientId)));
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await expectHeading(page, SEEDED_SITE.clientName);
    const sites = page.getByRole("table", { name: t("section.caption") });
    await expect(sites.getByRole("link", { name: SEEDED_SITE.name, exact: true })).toBeVisible();
    await expectLoaded(page, language);
    await expect(page.getByLabel(text(language, "clients", "loading"), { exact: true })).toHaveCount(0);
    await softExpectNoAxeViolations(page);

    // The delete confirmation, closed again without deleting.
    await sites
      .getByRole("button", { name: interpolate(t("section.deleteNamed"), { name: SEEDED_SITE.name }), exact: true })
      .click();
    const confirm = page.getByRole("dialog", { name: t("section.deleteTitle") });
    await expect(confirm).toBeVisible();
    await softExpectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(confirm).toBeHidden();

    await page.getByRole("link", { name: t("section.create"), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${at(createSitePath(SEEDED_SITE.clientId))}/?$`));
    await expectHeading(page, t("create.title"));
    await expect(page.getByRole("button", { name: t("create.submit"), exact: true })).toBeVisible();
    await expectLoaded(page, language);
    await softExpectNoAxeViolations(page);

    // Sent empty: the form's own checks mark the fields (nothing reaches the server).
    await page.getByRole("button", { name: t("create.submit"), exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: t("errors.fixFields") })).toBeVisible();
    await expect(page.getByText(t("messages.siteNameRequired"))).toBeVisible();
    await softExpectNoAxeViolations(page);
  });

  /** The seeded site's edit page, in the language, once everything on it has loaded. */
  async function openEditPage(page: Page): Promise<void> {
    const { clientId, id, name } = SEEDED_SITE;
    await openAsOwner(page, at(editSitePath(clientId, id)));
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await expectHeading(page, interpolate(t("edit.title"), { name }));
    await expectLoaded(page, language);
  }

  test(`a site's edit page, with a plan open and with a validation error, has no axe violations (${language})`, async ({
    page,
  }) => {
    await openEditPage(page);

    // A plan open.
    const plans = page.getByRole("region", { name: t("sections.plans") });
    const open = plans.getByRole("button", { name: t("plans.edit"), exact: true }).first();
    await open.click();
    await expect(plans.getByRole("button", { name: t("plans.close"), exact: true })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(textField(plans, t("plan.fields.planName"))).toBeVisible();
    await expectLoaded(page, language);
    await softExpectNoAxeViolations(page);

    // A validation error shown: the site name emptied, then Save (the form stops it; nothing is saved).
    await textField(page, t("fields.name")).fill("");
    await page.getByRole("button", { name: t("edit.submit"), exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: t("errors.fixFields") })).toBeVisible();
    await expect(textField(page, t("fields.name"))).toHaveAttribute("aria-invalid", "true");
    await softExpectNoAxeViolations(page);
  });

  test(`a site's transfer dialog, renew page and preview have no axe violations (${language})`, async ({ page }) => {
    const { clientId, id, name } = SEEDED_SITE;
    await openEditPage(page);

    // The transfer dialog, closed without transferring.
    await page.getByRole("button", { name: t("transfer.open"), exact: true }).click();
    const dialog = page.getByRole("dialog", { name: interpolate(t("transfer.title"), { name: owner().name }) });
    await expect(dialog).toBeVisible();
    await softExpectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await page.goto(at(renewSitePath(clientId, id)));
    await expectHeading(page, interpolate(t("renew.title"), { name }));
    await expect(page.getByRole("table", { name: t("renew.previewCaption") })).toBeVisible();
    await softExpectNoAxeViolations(page);

    await page.goto(at(previewSitePath(clientId, id)));
    await expectHeading(page, name);
    await expect(page.getByRole("region", { name: text(language, "explorer", "preview.label") })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3 }).first()).toBeVisible();
    await softExpectNoAxeViolations(page);
  });
}
