/**
 * The EIF journey, in Spanish, as a ben admin: Rosa Delgado signs in, opens her second client from her home and
 * its EIF task, which opens the form at its first step that is not complete. She answers something in every one of the
 * five steps (a bad tax ID and a bad MM/DD date are refused with their messages on the way), adds a location, a plan
 * administrator and the monthly claims report's mailing address, reloads half-way and finds every answer kept, builds
 * an employee class with its plan, waiting period and contributions, duplicates it, and reads it all back on the
 * review. Then two tabs edit the same step: the second save gets the conflict message, and Reload shows the first.
 */
import { expect, type Page, test } from "@playwright/test";
import { OWNER_STATE } from "../support/auth-state";
import { expectNoAxeViolations } from "../support/axe";
import { DEMO_PASSWORD } from "../support/demo-logins";
import { demoLogin, submitCredentials, verifyWithTotp } from "../support/demo-user";
import { EIF_CLIENTS, eif, expectSaved, expectSubStep, stepPath } from "../support/eif";
import { text } from "../support/locales";

const es = "es" as const;
const e = (key: string) => eif(es, key);
const v = (key: string) => text(es, "validation", key);
const CLIENT = EIF_CLIENTS.harborviewVoluntary;

async function next(page: Page) {
  await page.getByRole("button", { name: e("nav.next"), exact: true }).click();
}

/** Picks an option of a Mantine select by its label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

function dialog(page: Page) {
  return page.getByRole("dialog");
}

test("a ben admin fills every EIF step in Spanish, reloads half-way, builds and duplicates a class", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const rosa = demoLogin("BEN_ADMIN", 0);
  const legalName = `Harborview Voluntary Benefits Trust ${Date.now().toString(36)}`;

  // Signing in in Spanish, then from her home to the client and its EIF task.
  await page.goto("/es/login");
  await submitCredentials(page, rosa.email, DEMO_PASSWORD, es);
  await verifyWithTotp(page, rosa, es);
  await page.goto("/es/clients/ben-admin");
  await page.getByRole("link", { name: CLIENT.name, exact: true }).click();
  await page
    .getByRole("link", { name: text(es, "hub", "taskNames.eif-submit-company-information") })
    .first()
    .click();
  await page.getByRole("link", { name: text(es, "hub", "linkTask.openEif") }).click();
  // Steps 1 is complete in the seed: the form opens at step 2, its first sub-step.
  await expect(page).toHaveURL(/\/step\/plan-administrators-%26-billing$/);
  await expectSubStep(page, es, "plan-administrators");

  // Step 1, company information: the tax ID refuses a bad format with its message, then takes a good one.
  await page.getByRole("link", { name: e("subSteps.tax-id"), exact: true }).click();
  await expectSubStep(page, es, "tax-id");
  await page.getByRole("textbox", { name: e("fields.legalName") }).fill(legalName);
  const taxId = page.getByRole("textbox", { name: e("fields.taxId") });
  await taxId.fill("12-34");
  await expect(page.getByText(v("taxIdFormat"))).toBeVisible();
  await taxId.fill("04-3187266");
  await expect(page.getByText(v("taxIdFormat"))).toHaveCount(0);
  await expectSaved(page, es);
  await next(page);
  await expectSubStep(page, es, "current-policies");
  await page
    .getByRole("radiogroup", { name: e("fields.hasEmployeesInMultipleStates") })
    .getByRole("radio", { name: e("form.yes") })
    .check();
  await expectSaved(page, es);
  await next(page);
  await expectSubStep(page, es, "locations");
  await page.getByRole("button", { name: e("locations.add") }).click();
  await dialog(page)
    .getByRole("textbox", { name: e("locations.fields.name") })
    .fill("Harborview Quincy Clinic");
  await dialog(page)
    .getByRole("textbox", { name: e("locations.fields.address1"), exact: true })
    .fill("1200 Hancock Street");
  await dialog(page)
    .getByRole("textbox", { name: e("locations.fields.city") })
    .fill("Quincy");
  await choose(page, e("locations.fields.state"), "Massachusetts");
  await dialog(page)
    .getByRole("textbox", { name: e("locations.fields.zipCode") })
    .fill("02169");
  await choose(page, e("locations.fields.locationType"), e("options.locationType.BRANCH"));
  await dialog(page)
    .getByRole("button", { name: e("form.save") })
    .click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.getByRole("rowheader", { name: "Harborview Quincy Clinic" })).toBeVisible();

  // Step 2: a plan administrator, and where the monthly claims report goes.
  await page.getByRole("link", { name: e("subSteps.plan-administrators"), exact: true }).click();
  await expectSubStep(page, es, "plan-administrators");
  await page.getByRole("button", { name: e("contacts.add") }).click();
  await dialog(page)
    .getByRole("textbox", { name: e("contacts.fields.firstName") })
    .fill("Lucía");
  await dialog(page)
    .getByRole("textbox", { name: e("contacts.fields.lastName") })
    .fill("Fernández");
  await dialog(page)
    .getByRole("textbox", { name: e("contacts.fields.email") })
    .fill("lucia.fernandez@harborviewmed.example.com");
  await dialog(page)
    .getByRole("checkbox", { name: e("options.contactAccess.billing") })
    .check();
  await dialog(page)
    .getByRole("button", { name: e("form.save") })
    .click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.getByText("Lucía Fernández")).toBeVisible();
  await page.getByRole("link", { name: e("subSteps.monthly-claims-report"), exact: true }).click();
  await expectSubStep(page, es, "monthly-claims-report");
  await page.getByRole("button", { name: e("monthlyClaimsReport.add") }).click();
  await choose(page, e("monthlyClaimsReport.location"), "Harborview Quincy Clinic");
  await dialog(page)
    .getByRole("button", { name: e("form.save") })
    .click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.getByText("Harborview Quincy Clinic")).toBeVisible();

  // A reload half-way keeps every answer.
  await page.reload();
  await expectSubStep(page, es, "monthly-claims-report");
  await expect(page.getByText("Harborview Quincy Clinic")).toBeVisible();
  await page.getByRole("link", { name: e("subSteps.tax-id"), exact: true }).click();
  await expect(page.getByRole("textbox", { name: e("fields.legalName") })).toHaveValue(legalName);
  await expect(page.getByRole("textbox", { name: e("fields.taxId") })).toHaveValue("04-3187266");
  await page.getByRole("link", { name: e("subSteps.plan-administrators"), exact: true }).click();
  await expect(page.getByText("Lucía Fernández")).toBeVisible();

  // Step 3: a class built in the class builder, then duplicated; a rehire period.
  await page.getByRole("link", { name: e("subSteps.employee-classes"), exact: true }).click();
  await expectSubStep(page, es, "employee-classes");
  await page
    .getByRole("link", { name: e("classes.add") })
    .or(page.getByRole("button", { name: e("classes.add") }))
    .click();
  await expect(page.getByRole("heading", { name: e("classBuilder.eligibility") })).toBeVisible();
  await page.getByRole("textbox", { name: e("classBuilder.fields.name") }).fill("Personal de tiempo completo");
  await page.getByRole("textbox", { name: e("classBuilder.fields.minimumHoursPerWeek") }).fill("30");
  await page.getByRole("checkbox", { name: e("options.employmentType.FULL_TIME") }).check();
  await page.getByRole("button", { name: e("classBuilder.create") }).click();
  await expect(page).toHaveURL(/\/employee-classes\/[0-9a-f-]{36}$/);
  const accident = page.getByRole("checkbox", { name: /Accident/ }).first();
  // Checked once the server has the choice: the box follows the saved class.
  await accident.click();
  await expect(accident).toBeChecked();
  // The accident plan's waiting period (a listed duration) and contributions (shared, half each, tax choice).
  const plan = page.getByRole("region", { name: "Accident" });
  await plan.getByRole("combobox", { name: e("classBuilder.waitingPeriodRule") }).click();
  await page
    .getByRole("option", { name: e("options.waitingPeriodRule.FIRST_OF_MONTH_FOLLOWING"), exact: true })
    .click();
  await plan.getByRole("radio", { name: e("duration.units.DAYS") }).check();
  await plan.getByRole("combobox", { name: e("duration.length") }).click();
  await page.getByRole("option", { name: "30 días", exact: true }).click();
  await plan.getByRole("button", { name: e("classBuilder.saveWaitingPeriod") }).click();
  await expect(
    plan
      .getByRole("status")
      .filter({ hasText: e("classBuilder.saved") })
      .first(),
  ).toBeVisible();
  await plan.getByRole("radio", { name: e("options.contributionType.SHARED") }).check();
  await plan.getByRole("textbox", { name: e("classBuilder.employerContributionPercent") }).fill("50");
  await plan.getByRole("radio", { name: e("options.taxTreatment.TAX_CHOICE") }).check();
  await plan.getByRole("button", { name: e("classBuilder.saveContributions") }).click();
  await expect(
    plan
      .getByRole("status")
      .filter({ hasText: e("classBuilder.saved") })
      .last(),
  ).toBeVisible();
  // All kept across a reload.
  await page.reload();
  await expect(page.getByRole("checkbox", { name: /Accident/ }).first()).toBeChecked();
  await expect(plan.getByRole("combobox", { name: e("duration.length") })).toHaveValue("30 días");
  await expect(plan.getByRole("radio", { name: e("options.contributionType.SHARED") })).toBeChecked();
  await expect(plan.getByRole("textbox", { name: e("classBuilder.employerContributionPercent") })).toHaveValue("50");
  await expect(plan.getByRole("radio", { name: e("options.taxTreatment.TAX_CHOICE") })).toBeChecked();
  await page.getByRole("link", { name: e("classBuilder.backToClasses") }).click();
  await expectSubStep(page, es, "employee-classes");
  await page
    .getByRole("button", {
      name: new RegExp(e("classes.duplicateNamed").replace("{{name}}", "Personal de tiempo completo")),
    })
    .click();
  await expect(
    page.getByRole("heading", { level: 3, name: "Copia de Personal de tiempo completo", exact: true }),
  ).toBeVisible();
  await next(page);
  await expectSubStep(page, es, "rehire");

  // Step 4: the plan year end refuses what is not MM/DD, then a day that does not exist, with the spec's messages.
  await page.getByRole("link", { name: e("subSteps.erisa"), exact: true }).click();
  await expectSubStep(page, es, "erisa");
  const yearEnd = page.getByRole("textbox", { name: e("fields.erisaPlanYearEnd") });
  await yearEnd.fill("1231");
  await expect(page.getByText(v("dateFormat"))).toBeVisible();
  await yearEnd.fill("02/30");
  await expect(page.getByText(v("dateNotValid"))).toBeVisible();
  await yearEnd.fill("06/30");
  await expect(page.getByText(v("dateNotValid"))).toHaveCount(0);
  await expectSaved(page, es);

  // Step 5: the review reads the answers back; every step is complete, so she signs.
  await page.getByRole("link", { name: e("subSteps.review"), exact: true }).click();
  await expectSubStep(page, es, "review");
  await expect(page.getByText(legalName)).toBeVisible();
  await expect(page.getByText("06/30")).toBeVisible();
  await expect(page.getByText(e("review.sign.missingIntro"))).toHaveCount(0);
  const sign = page.getByRole("button", { name: e("review.sign.submit") });
  await sign.click();
  await expect(page.getByText(e("review.sign.consentRequired"))).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("checkbox", { name: e("review.sign.consent") }).check();
  await page.getByRole("textbox", { name: e("review.sign.fullName") }).fill("Rosa Delgado");
  await sign.click();
  await expect(page.getByText(e("review.sign.signedTitle"))).toBeVisible();
  await expect(sign).toHaveCount(0);
});

test.describe("as the owner", () => {
  test.use({ storageState: OWNER_STATE });

  test("two tabs edit the same step: the later save gets the conflict message, and Reload shows the other answer", async ({
    page,
    context,
  }) => {
    const url = stepPath(es, EIF_CLIENTS.gardenState.id, "company-information", "tax-id");
    const other = await context.newPage();
    await page.goto(url);
    await other.goto(url);
    await expectSubStep(page, es, "tax-id");
    await expectSubStep(other, es, "tax-id");

    const first = `Garden State Packaging Holdings ${Date.now().toString(36)}`;
    await page.getByRole("textbox", { name: e("fields.legalName") }).fill(first);
    await expectSaved(page, es);
    await other.getByRole("textbox", { name: e("fields.natureOfBusiness") }).fill("Cajas de cartón corrugado");
    const conflict = other.getByRole("alert").filter({ hasText: e("conflict.title") });
    await expect(conflict).toBeVisible();
    await expectNoAxeViolations(other);
    await conflict.getByRole("button", { name: e("conflict.reload") }).click();
    await expect(conflict).toHaveCount(0);
    await expect(other.getByRole("textbox", { name: e("fields.legalName") })).toHaveValue(first);
  });

  test("an EIF step works at 360 px wide, and has no axe violations in English and Spanish", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    for (const language of ["en", "es"] as const) {
      await page.goto(stepPath(language, EIF_CLIENTS.gardenState.id, "other-contract-details", "erisa"));
      await expectSubStep(page, language, "erisa");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: eif(language, "stepList.show") }).click();
      await expect(page.getByRole("navigation", { name: eif(language, "stepList.label") })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
});
