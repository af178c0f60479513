/**
 * The enrollment census (issue 16) on Cascade Timber's policy 2520114 (STD, LTD, basic life), which no other spec
 * touches: its ben admin, Kevin O'Brien, in Spanish, opens the policy's enrollment-elections task, uploads a census
 * made by the test with 12 problems (e2e/support/census.ts) with a visible byte progress bar, confirms the guessed
 * columns, validates it (11 errors, 1 warning, nothing can be submitted), fixes each problem in place in the
 * validation report (each row validated again at once), validates again, submits, and finds the task Completed.
 * The report and the mapping pages are checked with axe.
 */
import { expect, type Page, test } from "@playwright/test";
import { policyIdOf } from "../../apps/server/src/db/seed/keys";
import { censusField } from "../../packages/domain/src/census/census-fields";
import { NO_SESSION } from "../support/auth-state";
import { expectNoAxeViolations } from "../support/axe";
import { CENSUS_CLIENT, censusWithProblems } from "../support/census";
import { DEMO_PASSWORD } from "../support/demo-logins";
import { demoLogin, submitCredentials, verifyWithTotp } from "../support/demo-user";
import { expectTaskHeading, h } from "../support/hub";
import { inLanguage } from "../support/internal-admin";
import { text } from "../support/locales";

const LANGUAGE = "es" as const;
const BEN_ADMIN = demoLogin("BEN_ADMIN", 1);
const POLICY_ID = policyIdOf(CENSUS_CLIENT.policy);
const TASK_PATH = `/client/${CENSUS_CLIENT.id}/task/enrollment-elections/${POLICY_ID}`;

const c = (key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce(
    (result, [name, value]) => result.replaceAll(`{{${name}}}`, String(value)),
    text(LANGUAGE, "census", key),
  );

async function signIn(page: Page): Promise<void> {
  await page.goto(inLanguage(LANGUAGE, "/login"));
  await submitCredentials(page, BEN_ADMIN.email, DEMO_PASSWORD, LANGUAGE);
  await verifyWithTotp(page, BEN_ADMIN, LANGUAGE);
}

test.use({ storageState: NO_SESSION });

test("a ben admin uploads a census in Spanish, fixes its 12 problems in the report, and submits it", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { csv, problems } = censusWithProblems();
  expect(problems).toHaveLength(12);
  await signIn(page);

  // The task page links to the census.
  await page.goto(inLanguage(LANGUAGE, TASK_PATH));
  await expectTaskHeading(page, LANGUAGE, "enrollment-elections");
  await page.getByRole("link", { name: h(LANGUAGE, "linkTask.openCensus") }).click();
  await expect(page).toHaveURL(/\/validations\/upload-files/);

  // Upload, with the byte progress bar.
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: c("upload.dropzone") }).click();
  await (await chooser).setFiles({ name: "censo-cascade.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await expect(page).toHaveURL(/\/validations\/indicate-source\?documentId=/);

  // The columns are the carrier template's: every one guessed by its header.
  await expect(page.getByRole("heading", { name: c("mapping.title") })).toBeVisible();
  const firstName = page.getByRole("combobox", { name: c("mapping.fieldFor", { column: "First Name" }) });
  await expect(firstName).toHaveValue("firstName");
  await expect(page.getByText(c("mapping.match.header"))).toHaveCount(25);
  await expectNoAxeViolations(page);
  await page.getByRole("radio", { name: c("source.options.CARRIER_TEMPLATE") }).check();
  await page.getByRole("button", { name: c("mapping.confirm") }).click();

  // Validation: 30 rows, 11 errors, 1 warning; submitting waits for the fixes.
  await expect(page).toHaveURL(/\/validations\/validate-submit/);
  const results = page.getByRole("group", { name: c("counts.label") });
  await expect(results.getByText("30", { exact: true })).toBeVisible();
  await expect(results.getByText("11", { exact: true })).toBeVisible();
  await expect(results.getByText("1", { exact: true })).toBeVisible();
  await expect(page.getByText(c("validate.cannotSubmit"))).toBeVisible();
  await expect(page.getByRole("button", { name: c("validate.submit") })).toBeDisabled();
  await expectNoAxeViolations(page);

  // The report: each problem beside its cell, fixed in place.
  await page.getByRole("link", { name: c("validate.openReport") }).click();
  await expect(page).toHaveURL(/\/validation-report\//);
  const grid = page.getByRole("table", { name: c("report.gridLabel") });
  await expect(grid).toHaveAttribute("aria-rowcount", String(problems.length + 1));
  await expectNoAxeViolations(page);
  for (const problem of [...problems].sort((a, b) => a.rowNumber - b.rowNumber)) {
    const column = censusField(problem.fieldId).label.en;
    const row = grid
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: c("report.rowNumber", { number: problem.rowNumber }) }) });
    await expect(row).toBeVisible();
    const cell = row
      .locator(`td[aria-colindex]`)
      .filter({ hasText: problem.severity === "error" ? c("report.error") : c("report.warning") });
    await expect(cell).toHaveCount(1);
    await cell.click();
    const editor = page.getByRole("textbox", { name: c("report.editLabel", { column, row: problem.rowNumber }) });
    await editor.fill(problem.fix);
    await editor.press("Enter");
    await expect(row.getByText(c("report.fixed"))).toBeVisible();
    await expect(row.getByText(`${c("report.error")}:`)).toHaveCount(0);
    await expect(row.getByText(`${c("report.warning")}:`)).toHaveCount(0);
  }

  // Validate again: no problems left; submit.
  await page.getByRole("link", { name: c("report.validateAgain") }).click();
  await expect(page).toHaveURL(/\/validations\/validate-submit/);
  const submit = page.getByRole("button", { name: c("validate.submit") });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText(c("validate.submitted"))).toBeVisible();

  // The task is Completed.
  await page.goto(inLanguage(LANGUAGE, TASK_PATH));
  await expectTaskHeading(page, LANGUAGE, "enrollment-elections");
  await expect(page.getByRole("main").getByText(h(LANGUAGE, "status.DONE"), { exact: true })).toBeVisible();
});
