/**
 * axe on every hub page, in English and Spanish, as the owner (read-only: nothing is saved, dialogs are cancelled):
 * home, welcome (a client whose welcome flow is not completed; staff see it without being redirected), setup pending,
 * a call task with the "updated by" popover open, an upload task with its documents table and the rename dialog open,
 * a policy task under both URL forms (found from home's links), a link task, the resources listing, the e-mails list, and
 * the onboarding-forms task (a seeded form, the "Send a form" dialog and the form's "Manage" menu open) and a form's
 * read-only viewer. The signing view needs the signer's own session: onboarding-forms.spec.ts checks it in both.
 * Each page is checked with a soft assertion, so one run lists every page's violations.
 */
import { expect, type Page, test } from "@playwright/test";
import { GROUP_APPLICATION } from "../../packages/domain/src/onboarding-forms/templates/group-application";
import { AUTHORIZED_SIGNER } from "../../packages/domain/src/onboarding-forms/templates/template-builders";
import { OWNER_STATE } from "../support/auth-state";
import { softExpectNoAxeViolations } from "../support/axe";
import { expectTaskHeading, HUB_CLIENTS, h } from "../support/hub";
import { inLanguage } from "../support/internal-admin";
import { type Language, text } from "../support/locales";

const LANGUAGES: Language[] = ["en", "es"];
const { lonestar, sonoran, bluegrass } = HUB_CLIENTS;

test.use({ storageState: OWNER_STATE });

async function expectLanguage(page: Page, language: Language): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("lang", language);
}

async function visit(page: Page, language: Language, path: string): Promise<void> {
  await page.goto(inLanguage(language, path));
  await expectLanguage(page, language);
}

/** The href of a home task link, for the policy task ids that only home knows. */
async function policyTaskHref(page: Page, language: Language, taskId: string): Promise<string> {
  const link = page.getByRole("main").getByRole("link", { name: h(language, `taskNames.${taskId}`), exact: true });
  await expect(link.first()).toBeVisible();
  const href = await link.first().getAttribute("href");
  if (!href) throw new Error(`No link to ${taskId}`);
  return href;
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The popover's text once loaded: "Updated by {{name}} on {{date}}", or the carrier team's line. */
function updatedByPattern(language: Language): RegExp {
  const userPrefix = h(language, "updatedBy.user").split("{{")[0] ?? "";
  return new RegExp(`^(${escapeRegExp(userPrefix)}|${escapeRegExp(h(language, "updatedBy.team"))})`);
}

for (const language of LANGUAGES) {
  const t = (key: string) => h(language, key);

  test(`hub home and a policy task under both URL forms have no axe violations (${language})`, async ({ page }) => {
    // Home, with its task groups and feedback control.
    await visit(page, language, `/client/${lonestar.id}`);
    await expect(page.getByRole("heading", { level: 1, name: t("home.title") })).toBeVisible();
    await expect(page.getByRole("region", { name: t("home.yourTasks") })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: t("feedback.title") })).toBeVisible();
    await softExpectNoAxeViolations(page);

    // A policy task, found from home's links: /task/{taskId}/{policyId}, then /task/{taskId}/policy/{policyId}.
    const billsHref = await policyTaskHref(page, language, "prior-carrier-bills");
    const match = billsHref.match(/\/task\/prior-carrier-bills\/([^/]+)$/);
    expect(match, billsHref).not.toBeNull();
    const policyId = match?.[1] ?? "";
    await visit(page, language, `/client/${lonestar.id}/task/prior-carrier-bills/${policyId}`);
    await expectTaskHeading(page, language, "prior-carrier-bills");
    await expect(page.getByText(`${t("task.status")}:`, { exact: true })).toBeVisible();
    await softExpectNoAxeViolations(page);
    await visit(page, language, `/client/${lonestar.id}/task/prior-carrier-bills/policy/${policyId}`);
    await expectTaskHeading(page, language, "prior-carrier-bills");
    await expect(page.getByText(`${t("task.status")}:`, { exact: true })).toBeVisible();
    await softExpectNoAxeViolations(page);
  });

  test(`the hub's welcome flow and setup-pending page have no axe violations (${language})`, async ({ page }) => {
    // The welcome flow of a client that has not completed it: its first and last steps.
    await visit(page, language, `/client/${sonoran.id}/welcome`);
    await expect(page.getByRole("heading", { level: 1, name: t("welcome.title") })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: t("welcome.aboutTitle") })).toBeVisible();
    await softExpectNoAxeViolations(page);
    await page.getByRole("button", { name: t("welcome.next") }).click();
    await page.getByRole("button", { name: t("welcome.next") }).click();
    await expect(page.getByRole("heading", { level: 2, name: t("welcome.contactTitle") })).toBeVisible();
    await softExpectNoAxeViolations(page);

    // Setup pending: staff are never redirected, so the page is opened directly.
    await visit(page, language, `/client/${bluegrass.id}/setup-pending`);
    await expect(page.getByRole("heading", { level: 1, name: t("setupPending.title") })).toBeVisible();
    await softExpectNoAxeViolations(page);
  });

  test(`a hub call task and an upload task, with their popover and dialog, have no axe violations (${language})`, async ({
    page,
  }) => {
    // A call task with the "updated by" popover open.
    await visit(page, language, `/client/${lonestar.id}/task/kickoff-call`);
    await expectTaskHeading(page, language, "kickoff-call");
    const form = page.getByRole("form", { name: t("call.formLabel") });
    await expect(form.getByRole("button", { name: t("call.save") })).toBeEnabled();
    await form.getByRole("button", { name: t("updatedBy.button") }).click();
    await expect(page.getByText(updatedByPattern(language))).toBeVisible();
    await softExpectNoAxeViolations(page);

    // An upload task with its documents table, then with the rename dialog open (cancelled: nothing changes).
    await visit(page, language, `/client/${lonestar.id}/task/prior-carrier-certificates`);
    await expectTaskHeading(page, language, "prior-carrier-certificates");
    const table = page.getByRole("table", { name: t("documents.caption") });
    // The seeded certificate (its buttons are named "Rename <document name>").
    const renamePrefix = t("documents.renameNamed").split("{{")[0] ?? "";
    const rename = table.getByRole("button", { name: new RegExp(`^${escapeRegExp(renamePrefix)}`) }).first();
    await expect(rename).toBeVisible();
    await softExpectNoAxeViolations(page);
    await rename.click();
    const dialog = page.getByRole("dialog", { name: t("documents.renameTitle") });
    await expect(dialog).toBeVisible();
    await softExpectNoAxeViolations(page);
    await dialog.getByRole("button", { name: t("documents.cancel") }).click();
    await expect(dialog).toBeHidden();
  });

  test(`a hub link task, the resources and the e-mails list have no axe violations (${language})`, async ({ page }) => {
    // A link task.
    await visit(page, language, `/client/${lonestar.id}/task/company-profile`);
    await expectTaskHeading(page, language, "company-profile");
    await expect(page.getByText(t("linkTask.body.company-profile"))).toBeVisible();
    await softExpectNoAxeViolations(page);

    // Resources.
    await visit(page, language, `/client/${lonestar.id}/resources-listing`);
    await expect(page.getByRole("heading", { level: 1, name: t("resources.title") })).toBeVisible();
    await expect(
      page
        .getByRole("table", { name: t("resources.sections.employee-resources") })
        .or(page.getByText(t("documents.none")).first()),
    ).toBeVisible();
    await softExpectNoAxeViolations(page);

    // The hub's e-mails list.
    await visit(page, language, `/client/${lonestar.id}/emails`);
    await expect(
      page.getByRole("heading", { level: 1, name: text(language, "emails", "clientEmails.title") }),
    ).toBeVisible();
    await expect(
      page.getByRole("table").or(page.getByText(text(language, "emails", "empty"), { exact: true })),
    ).toBeVisible();
    await softExpectNoAxeViolations(page);
  });

  test(`the onboarding-forms task, its dialog and menu, and a form's viewer have no axe violations (${language})`, async ({
    page,
  }) => {
    const o = (key: string, values: Record<string, string> = {}) =>
      Object.entries(values).reduce(
        (result, [name, value]) => result.replaceAll(`{{${name}}}`, value),
        text(language, "onboardingForms", key),
      );
    const formName = GROUP_APPLICATION.name.en;

    // The task with Lone Star's seeded Group Application (delivered, waiting for its ben admin).
    await visit(page, language, `/client/${lonestar.id}/task/onboarding-forms`);
    await expectTaskHeading(page, language, "onboarding-forms");
    const card = page.getByRole("article", { name: formName });
    await expect(card.getByRole("list", { name: o("recipients.label", { name: formName }) })).toBeVisible();
    await softExpectNoAxeViolations(page);

    // "Send a form" with a template chosen (so its signer fields show), then cancelled.
    await page.getByRole("button", { name: o("send.open") }).click();
    const dialog = page.getByRole("dialog", { name: o("send.title") });
    await dialog.getByRole("combobox", { name: o("send.template") }).click();
    await dialog.getByRole("option", { name: GROUP_APPLICATION.name[language], exact: true }).click();
    await expect(dialog.getByRole("combobox", { name: AUTHORIZED_SIGNER.label[language] })).toBeVisible();
    await softExpectNoAxeViolations(page);
    await dialog.getByRole("button", { name: text(language, "common", "cancel") }).click();
    await expect(dialog).toBeHidden();

    // The form's "Manage" menu, closed with Escape.
    await card.getByRole("button", { name: o("staff.menuNamed", { name: formName }) }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    await softExpectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toBeHidden();

    // The read-only viewer, with its way back to the list.
    await card.getByRole("link", { name: o("list.viewNamed", { name: formName }) }).click();
    await expect(page.getByRole("heading", { level: 1, name: formName })).toBeVisible();
    await expect(page.getByRole("link", { name: o("backToForms") })).toBeVisible();
    await expect(
      page.getByRole("heading", {
        level: 2,
        name: o("fields.page", { page: "1", total: String(GROUP_APPLICATION.pages.length) }),
      }),
    ).toBeVisible();
    await softExpectNoAxeViolations(page);
  });
}
