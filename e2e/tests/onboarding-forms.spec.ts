/**
 * The onboarding forms' signing loop (issue 15) on Harborview Medical Group, which the seed gives no form: a carrier
 * administrator sends a Group Application through "Send a form" to its ben admin (Rosa Delgado, authorized signer)
 * and its broker (Dana Whitfield); the list's own 6 s refresh shows the form sent once the e-sign webhook lands.
 * Rosa signs on a desktop in English with a typed signature; Dana, on a 360 px phone in Spanish, signs with a
 * signature drawn from the keyboard. The completed form's signed PDF downloads from the list, and its certificate
 * page names both signers. Each signing view is checked with axe.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { type Browser, type BrowserContextOptions, expect, type Locator, type Page, test } from "@playwright/test";
import { clientIdOf } from "../../apps/server/src/db/seed/keys";
import type { FormField } from "../../packages/domain/src/onboarding-forms/template-schema";
import { GROUP_APPLICATION } from "../../packages/domain/src/onboarding-forms/templates/group-application";
import {
  AUTHORIZED_SIGNER,
  BROKER as BROKER_ROLE,
} from "../../packages/domain/src/onboarding-forms/templates/template-builders";
import { ADMIN_STATE, NO_SESSION } from "../support/auth-state";
import { expectNoAxeViolations } from "../support/axe";
import { DEMO_PASSWORD } from "../support/demo-logins";
import { type DemoLogin, demoLogin, submitCredentials, verifyWithTotp } from "../support/demo-user";
import { expectTaskHeading } from "../support/hub";
import { inLanguage } from "../support/internal-admin";
import { type Language, text } from "../support/locales";
import { pickSearchOption } from "../support/search-select";

const HARBORVIEW = { name: "Harborview Medical Group", id: clientIdOf("harborview") };
/** A form is named after its template's English name, in either language. */
const FORM_NAME = GROUP_APPLICATION.name.en;
const TASK_PATH = `/client/${HARBORVIEW.id}/task/onboarding-forms`;
/** The webhook lands a second or two after each action; the list refreshes every 6 s while it waits. */
const WEBHOOK_TIMEOUT = 30_000;

const BEN_ADMIN = demoLogin("BEN_ADMIN", 0);
const BROKER = demoLogin("BROKER", 0);

const f = (language: Language, key: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce(
    (result, [name, value]) => result.replaceAll(`{{${name}}}`, value),
    text(language, "onboardingForms", key),
  );

/** Signs a demo user in, in a browser of their own, on the sign-in form of their language. */
async function signIn(
  browser: Browser,
  user: DemoLogin,
  language: Language,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({ storageState: NO_SESSION, ...options });
  const page = await context.newPage();
  await page.goto(inLanguage(language, "/login"));
  await submitCredentials(page, user.email, DEMO_PASSWORD, language);
  await verifyWithTotp(page, user, language);
  return page;
}

/** Opens Harborview's onboarding-forms task and returns the Group Application's card. */
async function openForms(page: Page, language: Language): Promise<Locator> {
  await page.goto(inLanguage(language, TASK_PATH));
  await expect(page.locator("html")).toHaveAttribute("lang", language);
  await expectTaskHeading(page, language, "onboarding-forms");
  await expect(page.getByRole("heading", { level: 2, name: f(language, "list.title") })).toBeVisible();
  return page.getByRole("article", { name: FORM_NAME });
}

/** The label of one of the Group Application's fields, as the signing view shows it. */
function fieldLabel(id: string, language: Language): string {
  for (const page of GROUP_APPLICATION.pages) {
    for (const block of page.blocks) {
      if (block.type === "field" && block.field.id === id) return (block.field as FormField).label[language];
    }
  }
  throw new Error(`The Group Application has no field ${id}`);
}

/** The form's status badge: the card's first badge (the signers' badges follow it). */
const statusBadge = (card: Locator) => card.locator(".mantine-Badge-root").first();

/** A signer's line in a card's list of signers: their name, then their status (then when they last acted). */
const signerItem = (user: DemoLogin, status: string) => new RegExp(`^${user.name}\\s*${status}`);

test.use({ storageState: ADMIN_STATE });

test("staff send a Group Application; the ben admin and the broker sign it in turn; the signed PDF names both", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const en = (key: string, values?: Record<string, string>) => f("en", key, values);
  const es = (key: string, values?: Record<string, string>) => f("es", key, values);

  // 1. A carrier administrator sends the form, one signer per role.
  const staffCard = await openForms(page, "en");
  await expect(page.getByText(en("list.emptyStaff"))).toBeVisible();
  await page.getByRole("button", { name: en("send.open") }).click();
  const dialog = page.getByRole("dialog", { name: en("send.title") });
  await dialog.getByRole("combobox", { name: en("send.template") }).click();
  await dialog.getByRole("option", { name: FORM_NAME, exact: true }).click();
  await pickSearchOption(
    page,
    dialog.getByRole("combobox", { name: AUTHORIZED_SIGNER.label.en }),
    BEN_ADMIN.name,
    `${BEN_ADMIN.name} (${en("signerRoles.BEN_ADMIN")}) · ${BEN_ADMIN.email}`,
  );
  await pickSearchOption(
    page,
    dialog.getByRole("combobox", { name: en("send.signerOptional", { role: BROKER_ROLE.label.en }) }),
    BROKER.name,
    `${BROKER.name} (${en("signerRoles.BROKER")}) · ${BROKER.email}`,
  );
  await dialog.getByRole("button", { name: en("send.submit") }).click();
  await expect(dialog).toBeHidden();

  // 2. The form waits for the webhook (the processing bar), then, with no reload, shows as sent.
  const processing = staffCard.getByRole("progressbar", { name: en("list.processing", { name: FORM_NAME }) });
  await expect(processing).toBeVisible();
  await expect(statusBadge(staffCard)).toHaveText(en("status.SENT"), { timeout: WEBHOOK_TIMEOUT });
  await expect(processing).toHaveAttribute("aria-valuenow", "100");
  // The ben admin signs first; the broker waits for them.
  const signers = staffCard.getByRole("list", { name: en("recipients.label", { name: FORM_NAME }) });
  await expect(signers.getByRole("listitem")).toHaveText([
    signerItem(BEN_ADMIN, en("recipientStatus.sent")),
    signerItem(BROKER, en("recipientStatus.waiting")),
  ]);

  // 3. The ben admin signs on a desktop, in English, with a typed signature.
  const benAdmin = await signIn(browser, BEN_ADMIN, "en");
  const benCard = await openForms(benAdmin, "en");
  const reviewAndSign = benCard.getByRole("link", { name: en("action.signNamed", { name: FORM_NAME }) });
  await expect(reviewAndSign).toHaveText(en("action.sign"));
  await reviewAndSign.click();
  await expect(benAdmin).toHaveURL(new RegExp(`/client/${HARBORVIEW.id}/onboarding-forms/[^/]+/action/[^/]+$`));
  await expect(benAdmin.getByRole("heading", { level: 1, name: en("sign.title") })).toBeVisible();
  const textbox = (label: string) => benAdmin.getByRole("textbox", { name: label, exact: true });
  const field = (id: string) => textbox(fieldLabel(id, "en"));
  await field("employer-legal-name").fill(HARBORVIEW.name);
  await field("employer-tax-id").fill("04-3381726");
  await field("employer-street").fill("55 Fruit Street");
  await field("employer-zip").fill("02114");
  await field("employer-contact-email").fill(BEN_ADMIN.email);
  await benAdmin.getByLabel(fieldLabel("requested-effective-date", "en")).fill("2027-01-01");
  await field("eligible-employees").fill("240");
  await benAdmin.getByRole("checkbox", { name: fieldLabel("coverage-life", "en") }).check();
  await benAdmin.getByRole("checkbox", { name: fieldLabel("coverage-disability", "en") }).check();
  await benAdmin.getByRole("checkbox", { name: fieldLabel("attest-statements-true", "en") }).check();
  await field("signer-title").fill("Director of Benefits");
  // The broker's field is not the ben admin's to fill.
  await expect(field("broker-license-number")).toHaveCount(0);
  await expect(benAdmin.getByRole("tab", { name: en("signature.type") })).toHaveAttribute("aria-selected", "true");
  await textbox(en("signature.fullName")).fill(BEN_ADMIN.name);
  await expectNoAxeViolations(benAdmin);
  await benAdmin.getByRole("button", { name: en("sign.adopt"), exact: true }).click();
  await expect(benAdmin).toHaveURL(new RegExp(`${TASK_PATH}$`));
  await expectTaskHeading(benAdmin, "en", "onboarding-forms");
  // Once the webhook lands, the ben admin's signature shows and it is the broker's turn.
  await expect(
    benCard.getByRole("list", { name: en("recipients.label", { name: FORM_NAME }) }).getByRole("listitem"),
  ).toHaveText([signerItem(BEN_ADMIN, en("recipientStatus.signed")), signerItem(BROKER, en("recipientStatus.sent"))], {
    timeout: WEBHOOK_TIMEOUT,
  });
  await benAdmin.context().close();

  // 4. The broker, on a 360 px phone in Spanish, signs once it is their turn, with a signature drawn by keyboard.
  const broker = await signIn(browser, BROKER, "es", { viewport: { width: 360, height: 740 } });
  const brokerCard = await openForms(broker, "es");
  const review = brokerCard.getByRole("link", { name: es("action.signNamed", { name: FORM_NAME }) });
  await expect(review).toHaveText(es("action.sign"), { timeout: WEBHOOK_TIMEOUT });
  await review.click();
  await expect(broker.getByRole("heading", { level: 1, name: es("sign.title") })).toBeVisible();
  // The ben admin's answers show read-only.
  await expect(broker.getByText("Director of Benefits", { exact: true })).toBeVisible();
  await broker.getByRole("textbox", { name: fieldLabel("broker-license-number", "es"), exact: true }).fill("MA-2291");
  await broker.getByRole("tab", { name: es("signature.draw") }).click();
  const pad = broker.getByRole("img", { name: es("signature.canvasLabel") });
  await pad.focus();
  await broker.keyboard.press("Space");
  await expect(broker.getByText(es("signature.penDown"))).toBeVisible();
  for (const key of ["Shift+ArrowRight", "Shift+ArrowRight", "Shift+ArrowUp", "Shift+ArrowRight", "Shift+ArrowDown"]) {
    await broker.keyboard.press(key);
  }
  await broker.keyboard.press("Space");
  await expect(broker.getByText(es("signature.penUp"))).toBeVisible();
  await expectNoAxeViolations(broker);
  await broker.getByRole("button", { name: es("sign.adopt"), exact: true }).click();
  await expect(broker).toHaveURL(new RegExp(`/es${TASK_PATH}$`));
  await expect(statusBadge(brokerCard)).toHaveText(es("status.COMPLETED"), { timeout: WEBHOOK_TIMEOUT });
  await broker.context().close();

  // 5. Staff see it completed and download the signed PDF, whose certificate page names both signers.
  await openForms(page, "en");
  await expect(statusBadge(staffCard)).toHaveText(en("status.COMPLETED"));
  const downloading = page.waitForEvent("download");
  await staffCard.getByRole("button", { name: en("downloads.signedNamed", { name: FORM_NAME }) }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const file = testInfo.outputPath("signed-form.pdf");
  await download.saveAs(file);
  expect(readFileSync(file).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  // The certificate page: the last (pdftotext ends each page with a form feed), in the service's language, English.
  // Its labels wrap in their column, so whitespace is compared as single spaces.
  const pages = execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" }).split("\f");
  const certificate = (pages.filter((pageText) => pageText.trim() !== "").at(-1) ?? "").replace(/\s+/g, " ");
  expect(certificate).toContain("Signing certificate");
  expect(certificate).toMatch(/SHA-256 of the document as sent [0-9a-f]{64}/);
  // One section per signer in routing order: Rosa typed her name, Dana drew.
  const [, first = "", second = ""] = certificate.split(/Recipient \d: /);
  for (const [section, signer, signature] of [
    [first, BEN_ADMIN, "Typed name"],
    [second, BROKER, "Drawn"],
  ] as const) {
    expect(section).toContain(`Name ${signer.name}`);
    expect(section).toContain(`E-mail ${signer.email}`);
    expect(section).toContain(`Signature ${signature}`);
  }

  // The read-only viewer shows the completed form, and leads back to the list.
  await staffCard.getByRole("link", { name: en("list.viewNamed", { name: FORM_NAME }) }).click();
  await expect(page.getByRole("heading", { level: 1, name: FORM_NAME })).toBeVisible();
  await expect(page.getByText(en("status.COMPLETED"), { exact: true })).toBeVisible();
  await expect(
    page.getByRole("heading", {
      level: 2,
      name: en("fields.page", { page: "1", total: String(GROUP_APPLICATION.pages.length) }),
    }),
  ).toBeVisible();
  await page.getByRole("link", { name: en("backToForms") }).click();
  await expect(page).toHaveURL(new RegExp(`${TASK_PATH}$`));
  await expect(statusBadge(staffCard)).toHaveText(en("status.COMPLETED"));
});
