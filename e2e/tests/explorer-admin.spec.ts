/**
 * The explorer-administration journey, as carrier staff: the owner creates a site for a client with a medical,
 * a dental and a vision plan (every field the form requires, comparison fields included) and uploads a plan summary
 * PDF for each; previews it as staff; publishes it (live, started in the past) and a visitor without a session sees
 * the three plans at its public address; renews it for next plan year (the renew page, then the new site with what
 * changed; the old public page now points to the newer site); and transfers the page owner's pages to another
 * internal user. The page owners are two internal users made for this run, so no other spec's pages move.
 */
import { expect, type Locator, type Page, test } from "@playwright/test";
import { NO_SESSION, OWNER_STATE } from "../support/auth-state";
import {
  addPlan,
  createInternalUser,
  DENTAL_PLAN as DENTAL,
  dateField,
  ea,
  escapeRegExp,
  fillDentalPlan,
  fillMedicalPlan,
  fillVisionPlan,
  MEDICAL_PLAN as MEDICAL,
  manageAdminPath,
  newStaffUser,
  pickOption,
  pickStaffUser,
  planItems,
  QA_CLIENT,
  selectField,
  staffOption,
  textField,
  VISION_PLAN as VISION,
} from "../support/explorer-admin";
import { interpolate, openAsOwner, uniqueSuffix } from "../support/internal-admin";
import { text } from "../support/locales";

const t = (key: string) => ea("en", key);
const f = (name: string) => t(`fields.${name}`);
const ex = (key: string) => text("en", "explorer", key);
const owned = (name: string) => interpolate(t("edit.owner"), { name });

function siteIdFrom(page: Page): string {
  const id = new URL(page.url()).pathname.split("/").at(-1);
  if (!id) throw new Error(`No site id in ${page.url()}`);
  return id;
}

test.use({ storageState: OWNER_STATE });

async function expectPlanHeadings(page: Page): Promise<void> {
  for (const name of [MEDICAL, DENTAL, VISION]) {
    await expect(page.getByRole("heading", { level: 3, name, exact: true })).toBeVisible();
  }
}

test("an admin creates, previews, publishes and renews a site, and transfers its owner's pages", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const suffix = uniqueSuffix();
  const year = new Date().getUTCFullYear();
  const name = `E2e Benefits ${suffix} ${year}`;
  const renewedName = `E2e Benefits ${suffix} ${year + 1}`;
  const slug = `e2e-admin-${suffix}`;
  const firstOwner = newStaffUser("E2e Page Owner");
  const nextOwner = newStaffUser("E2e Next Owner");

  // Two internal users: the site's owner, and the one its pages move to.
  await openAsOwner(page, "/users/internal");
  await createInternalUser(page, firstOwner);
  await createInternalUser(page, nextOwner);

  // From the client's page: its sites section, "Create site". The page's sections load on their own: clicked while
  // one above it still filled in, the link moved from under the pointer (a CI failure), so every section loads first.
  await page.goto(manageAdminPath(QA_CLIENT.id));
  await expect(page.getByRole("heading", { level: 1, name: QA_CLIENT.name })).toBeVisible();
  await expect(page.getByLabel(/^Loading/)).toHaveCount(0);
  const sites = page.getByRole("region", { name: t("section.title") });
  await sites.getByRole("link", { name: t("section.create"), exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: t("create.title") })).toBeVisible();

  await textField(page, f("name")).fill(name);
  await textField(page, f("planYear")).fill(String(year));
  await textField(page, f("vanitySlug")).fill(slug);
  await pickOption(page, selectField(page, f("employerState")), "Delaware (DE)", "Delaware");
  await textField(page, f("employeeCount")).fill("25");
  await pickStaffUser(page, selectField(page, f("pageOwnerUserId")), firstOwner);
  await dateField(page, f("startsAt")).fill(`${year}-01-01`);
  await dateField(page, f("openEnrollmentStart")).fill(`${year - 1}-11-20`);
  await dateField(page, f("openEnrollmentEnd")).fill(`${year - 1}-12-15`);
  await page.getByRole("checkbox", { name: new RegExp(QA_CLIENT.policyNumber) }).check();
  await pickOption(page, selectField(page, f("medicalVideo")), t("videoChoices.NO_VIDEO"));

  await fillMedicalPlan(page, await addPlan(page, "MEDICAL"), suffix);
  await fillDentalPlan(page, await addPlan(page, "DENTAL"), suffix);
  await fillVisionPlan(page, await addPlan(page, "VISION"), suffix);
  await page.getByRole("button", { name: t("create.submit"), exact: true }).click();

  // Saved: the edit page of the new site, its plans listed in order.
  await expect(page.getByRole("heading", { level: 1, name: interpolate(t("edit.title"), { name }) })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole("status").filter({ hasText: t("create.done") })).toBeVisible();
  const siteId = siteIdFrom(page);
  await expect(planItems(page).getByRole("heading", { level: 3 })).toHaveText([
    `1. ${MEDICAL}`,
    `2. ${DENTAL}`,
    `3. ${VISION}`,
  ]);
  await expect(page.getByText(owned(firstOwner.name))).toBeVisible();

  // The staff preview, in a new tab: the banner, the site and its three plans.
  const previewLink = page.getByRole("link", { name: new RegExp(`^${escapeRegExp(t("links.preview"))}`) });
  const [preview] = await Promise.all([page.waitForEvent("popup"), previewLink.click()]);
  await expect(preview.getByRole("region", { name: ex("preview.label") })).toBeVisible();
  await expect(preview.getByRole("heading", { level: 1, name, exact: true })).toBeVisible();
  await expectPlanHeadings(preview);
  await preview.close();

  // Published: live, and its start date is already past.
  await expect(dateField(page, f("startsAt"))).toHaveValue(`${year}-01-01`);
  await page.getByRole("checkbox", { name: f("isLive"), exact: true }).check();
  await page.getByRole("button", { name: t("edit.submit"), exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: t("edit.saved") })).toBeVisible();
  await expect(page.getByText(`${owned(firstOwner.name)} · ${t("states.live")}`)).toBeVisible();

  // A visitor without a session opens the public address: the three plans, no demo banner.
  const publicHref = await page
    .getByRole("link", { name: new RegExp(`^${escapeRegExp(t("links.publicUrl"))}`) })
    .getAttribute("href");
  expect(publicHref).toMatch(new RegExp(`/benefits-explorer/${slug}$`));
  const publicUrl = new URL(publicHref ?? "", baseURL).toString();
  const visitor = await browser.newContext({ storageState: NO_SESSION });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(publicUrl);
  await expect(visitorPage.getByRole("heading", { level: 1, name, exact: true })).toBeVisible();
  await expectPlanHeadings(visitorPage);
  await expect(visitorPage.getByRole("region", { name: ex("demo.label") })).toHaveCount(0);
  // Each plan links its summary: the very PDF uploaded for it.
  for (const [plan, marker] of [
    [MEDICAL, `medical-summary-${suffix}`],
    [DENTAL, `dental-summary-${suffix}`],
    [VISION, `vision-summary-${suffix}`],
  ]) {
    const link = visitorPage.getByRole("link", { name: `${ex("documents.planSummary")} (${plan})`, exact: true });
    const href = await link.getAttribute("href");
    const pdf = await visitor.request.get(new URL(href ?? "", publicUrl).toString());
    expect(pdf.status(), `${plan}'s summary`).toBe(200);
    expect(pdf.headers()["content-type"]).toContain("application/pdf");
    expect((await pdf.body()).toString("latin1")).toContain(`% ${marker}`);
  }
  await visitor.close();

  // Renewed for next plan year: the renew page says what will change, then the new site says what changed.
  await page.getByRole("link", { name: t("links.renew"), exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: interpolate(t("renew.title"), { name }) })).toBeVisible();
  const willChange = page.getByRole("table", { name: t("renew.previewCaption") });
  const nameRow = (table: Locator) =>
    table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: t("renew.fields.name") }) });
  await expect(nameRow(willChange).getByRole("cell")).toHaveText([name, renewedName]);
  await page.getByRole("button", { name: t("renew.submit"), exact: true }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: interpolate(t("edit.title"), { name: renewedName }) }),
  ).toBeVisible({
    timeout: 15_000,
  });
  const newSiteId = siteIdFrom(page);
  expect(newSiteId).not.toBe(siteId);
  const changed = page.getByRole("table", { name: t("renew.changesCaption") });
  await expect(nameRow(changed).getByRole("cell")).toHaveText([name, renewedName]);
  await expect(
    changed
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: t("renew.fields.planYear") }) })
      .getByRole("cell"),
  ).toHaveText([String(year), String(year + 1)]);
  // The copy starts as a demo, with the same three plans and owner.
  await expect(page.getByText(`${owned(firstOwner.name)} · ${t("states.demo")}`)).toBeVisible();
  await expect(planItems(page).getByRole("heading", { level: 3 })).toHaveCount(3);

  // The old public page now points to the newer site (its API too), in a fresh visitor's browser.
  const laterVisitor = await browser.newContext({ storageState: NO_SESSION });
  const answer = await laterVisitor.request.get(new URL(`/api/explorer-pages/${slug}`, baseURL).toString());
  expect(answer.status()).toBe(200);
  expect(((await answer.json()) as { newExplorerPageId: string | null }).newExplorerPageId).toBe(newSiteId);
  const laterPage = await laterVisitor.newPage();
  await laterPage.goto(publicUrl);
  const newer = laterPage.getByRole("region", { name: ex("demo.newerLabel") });
  await expect(newer).toContainText(ex("demo.newerPage"));
  await expect(newer.getByRole("link", { name: ex("demo.newerPageLink") })).toBeVisible();
  await expect(laterPage.getByRole("radiogroup")).toHaveCount(0);
  await laterVisitor.close();

  // The owner's pages (the site and its renewal) move to the other internal user.
  await page.getByRole("button", { name: t("transfer.open"), exact: true }).click();
  const dialog = page.getByRole("dialog", { name: interpolate(t("transfer.title"), { name: firstOwner.name }) });
  await expect(dialog).toBeVisible();
  await pickStaffUser(page, selectField(dialog, t("transfer.newOwner")), nextOwner);
  await dialog.getByRole("button", { name: t("transfer.confirm"), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: interpolate(t("transfer.done_other"), { count: 2, name: staffOption(nextOwner) }) }),
  ).toBeVisible();
  await expect(page.getByText(`${owned(nextOwner.name)} · ${t("states.demo")}`)).toBeVisible();

  // The first site too; and the client's list shows both sites.
  await page.goto(manageAdminPath(QA_CLIENT.id));
  const list = page.getByRole("table", { name: t("section.caption") });
  await expect(list.getByRole("link", { name: renewedName, exact: true })).toBeVisible();
  await list.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: interpolate(t("edit.title"), { name }) })).toBeVisible();
  await expect(page.getByText(`${owned(nextOwner.name)} · ${t("states.live")}`)).toBeVisible();
});
