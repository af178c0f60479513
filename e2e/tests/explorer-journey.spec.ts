/**
 * The explorer journey on a 360 px phone, in Spanish: an employee saves two plans (the nav badge counts them),
 * opens the personal plan, compares two medical plans (no sideways scroll of the page), an employer sends the lead
 * form (one bad field first, then corrected; staff get the e-mail), and the employee e-mails the plan to themselves
 * after solving the real ALTCHA (the e-mail is in Spanish and lists the plans). A second test saves and compares from
 * the keyboard alone, on the English page.
 */
import { expect, test } from "@playwright/test";
import {
  closeButton,
  compareCheckbox,
  EXPLORER_PAGES,
  ef,
  escapeRegExp,
  ex,
  expectSavedCount,
  explorerPath,
  fill,
  fillLeadForm,
  LEADS_EMAIL,
  loadPageData,
  openExplorer,
  openLeadDialog,
  personalPlanLink,
  plural,
  saveButton,
  solveCaptcha,
  tabTo,
  waitForEmailWhere,
} from "../support/explorer";
import { uniqueSuffix } from "../support/internal-admin";

const { live } = EXPLORER_PAGES;
const HMO = "Bay State Health HMO Value";
const PPO = "Bay State Health PPO Choice";

test.describe("on a 360 px phone, in Spanish", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("save two plans, open the personal plan, compare, send a lead and e-mail the plan", async ({ page }) => {
    test.setTimeout(90_000);
    const es = "es" as const;
    const data = await loadPageData(page, live.slug);
    const hmo = data.plan(HMO);
    const ppo = data.plan(PPO);
    const hmoTitle = data.title(hmo, es);
    const ppoTitle = data.title(ppo, es);

    await openExplorer(page, explorerPath(es, live.slug), es, live.name);

    // Two favourites: each button turns into "Guardado", and the nav badge counts 2.
    await saveButton(page, es, hmoTitle).click();
    await expect(saveButton(page, es, hmoTitle, true)).toHaveAttribute("aria-pressed", "true");
    await expectSavedCount(page, es, 1);
    await saveButton(page, es, ppoTitle).click();
    await expect(saveButton(page, es, ppoTitle, true)).toHaveAttribute("aria-pressed", "true");
    await expectSavedCount(page, es, 2);

    // The personal plan lists both.
    await personalPlanLink(page, es).click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(explorerPath(es, live.slug, true))}$`));
    await expect(page.getByRole("heading", { level: 1, name: ef(es, "personalPlan.title") })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: hmoTitle, exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: ppoTitle, exact: true })).toBeVisible();

    // Back to the plans, and a comparison of the two medical plans.
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1, name: live.name })).toBeVisible();
    await compareCheckbox(page, es, hmoTitle).check();
    await compareCheckbox(page, es, ppoTitle).check();
    await page.getByRole("button", { name: fill(ex(es, "compare.button"), { count: 2 }) }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]compare=${hmo.id},${ppo.id}$`));
    const table = page.getByRole("table", {
      name: plural(es, "explorerForms", "compare.caption", 2, { benefit: "Médico" }),
    });
    await expect(table).toBeVisible();
    await expect(table.getByRole("columnheader", { name: new RegExp(`^${escapeRegExp(hmoTitle)}`) })).toBeVisible();
    await expect(table.getByRole("columnheader", { name: new RegExp(`^${escapeRegExp(ppoTitle)}`) })).toBeVisible();
    // The table scrolls inside its own region: the page itself never scrolls sideways.
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll, "document scrollWidth at 360 px").toBeLessThanOrEqual(widths.client);

    // An employer leaves their details: a bad e-mail first, shown with the exact Spanish message, then corrected.
    const suffix = uniqueSuffix();
    const lead = {
      firstName: "Lucía",
      lastName: `Prueba ${suffix}`,
      email: `e2e.lead.${suffix}@example.com`,
      employerName: `Astilleros del Puerto ${suffix}`,
    };
    const dialog = await openLeadDialog(page, es);
    await fillLeadForm(dialog, es, { ...lead, email: "lucia.prueba@" });
    await dialog.getByRole("button", { name: ef(es, "lead.submit"), exact: true }).click();
    const email = dialog.getByRole("textbox", { name: ef(es, "lead.fields.email") });
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(ef(es, "validation.emailInvalid"));
    await expect(dialog.getByText(ef(es, "validation.emailInvalid"), { exact: true })).toBeVisible();
    await email.fill(lead.email);
    await expect(email).not.toHaveAttribute("aria-invalid", "true");
    const leadSince = Date.now();
    await dialog.getByRole("button", { name: ef(es, "lead.submit"), exact: true }).click();
    const sent = page.getByRole("dialog", { name: ef(es, "lead.sentTitle") });
    await expect(sent).toBeVisible();
    await expect(sent.getByText(ef(es, "lead.sentText"), { exact: true })).toBeVisible();

    // Staff are told of the lead by e-mail.
    const staffEmail = await waitForEmailWhere({ to: LEADS_EMAIL, since: leadSince }, (message) =>
      `${message.subject}\n${message.text}`.includes(lead.lastName),
    );
    expect(staffEmail.subject).toContain(lead.employerName);
    expect(staffEmail.text).toContain(lead.email);
    await closeButton(sent, es).click();
    await expect(sent).toBeHidden();

    // The employee e-mails the plan to themselves from the personal plan page.
    await personalPlanLink(page, es).click();
    await expect(page.getByRole("heading", { level: 1, name: ef(es, "personalPlan.title") })).toBeVisible();
    await page.getByRole("button", { name: ef(es, "personalPlan.emailMyPlan"), exact: true }).click();
    const emailDialog = page.getByRole("dialog", { name: ef(es, "emailPlan.title") });
    await expect(emailDialog).toBeVisible();
    await expect(
      emailDialog.getByRole("heading", { name: plural(es, "explorerForms", "emailPlan.plansHeading", 2) }),
    ).toBeVisible();
    await solveCaptcha(emailDialog, es);
    const employee = `e2e.empleado.${suffix}@example.com`;
    await emailDialog.getByRole("textbox", { name: ef(es, "emailPlan.email") }).fill(employee);
    const planSince = Date.now();
    await emailDialog.getByRole("button", { name: ef(es, "emailPlan.submit"), exact: true }).click();
    const planSent = page.getByRole("dialog", { name: ef(es, "emailPlan.sentTitle") });
    await expect(planSent).toBeVisible();
    await expect(planSent.getByText(fill(ef(es, "emailPlan.sentText"), { email: employee }))).toBeVisible();

    // The e-mail is in Spanish and lists the two saved plans.
    const planEmail = await waitForEmailWhere({ to: employee, since: planSince }, () => true);
    expect(planEmail.subject).toBe(`Sus beneficios seleccionados de ${data.page.clientName}`);
    expect(planEmail.text).toContain("Hola:");
    expect(planEmail.text).toContain("Estos son los beneficios que seleccionó");
    expect(planEmail.text).toContain(hmoTitle);
    expect(planEmail.text).toContain(ppoTitle);
    expect(planEmail.text).toContain("Médico");
  });
});

test("favourites and compare work from the keyboard alone (English)", async ({ page }) => {
  test.setTimeout(60_000);
  const en = "en" as const;
  const data = await loadPageData(page, live.slug);
  const hmoTitle = data.title(data.plan(HMO), en);
  const ppoTitle = data.title(data.plan(PPO), en);
  await openExplorer(page, explorerPath(en, live.slug), en, live.name);

  // Save the HMO with Enter, then the PPO with Space.
  await tabTo(page, saveButton(page, en, hmoTitle));
  await page.keyboard.press("Enter");
  await expect(saveButton(page, en, hmoTitle, true)).toBeFocused();
  await tabTo(page, saveButton(page, en, ppoTitle));
  await page.keyboard.press("Space");
  await expect(saveButton(page, en, ppoTitle, true)).toHaveAttribute("aria-pressed", "true");
  await expectSavedCount(page, en, 2);

  // Back (Shift+Tab) to the HMO's Compare box, ticked with Space; then forward to the PPO's.
  await tabTo(page, compareCheckbox(page, en, hmoTitle), "backward");
  await page.keyboard.press("Space");
  await expect(compareCheckbox(page, en, hmoTitle)).toBeChecked();
  await tabTo(page, compareCheckbox(page, en, ppoTitle));
  await page.keyboard.press("Space");
  await expect(compareCheckbox(page, en, ppoTitle)).toBeChecked();

  // The sticky bar's button, then the comparison, whose heading takes the focus.
  const compare = page.getByRole("button", { name: fill(ex(en, "compare.button"), { count: 2 }) });
  await tabTo(page, compare);
  await page.keyboard.press("Enter");
  const heading = page.getByRole("heading", {
    level: 2,
    name: fill(ef(en, "compare.titleFor"), { benefit: "Medical" }),
  });
  await expect(heading).toBeFocused();
  const table = page.getByRole("table", {
    name: plural(en, "explorerForms", "compare.caption", 2, { benefit: "Medical" }),
  });
  await expect(table.getByRole("columnheader", { name: new RegExp(`^${escapeRegExp(hmoTitle)}`) })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: new RegExp(`^${escapeRegExp(ppoTitle)}`) })).toBeVisible();

  // Back to the plans and on to the personal plan, which lists both saved plans.
  await tabTo(page, page.getByRole("link", { name: ef(en, "compare.backToPlans"), exact: true }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("table")).toHaveCount(0);
  await tabTo(page, personalPlanLink(page, en), "backward");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: ef(en, "personalPlan.title") })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: hmoTitle, exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: ppoTitle, exact: true })).toBeVisible();
});
