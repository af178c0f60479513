/**
 * What the explorer specs share: the seeded explorer pages, the explorer's texts, paths on both hosts, the page's data
 * from its public API (plan ids and the titles a visitor sees), keyboard-only focus moves and reading one message
 * out of the shared mailbox.
 */

import type { Language } from "@onboard/domain/common/environments";
import type { ExplorerPageResponse, ExplorerPlan } from "@onboard/domain/explorer/explorer-page-schemas";
import { planTitle } from "@onboard/domain/explorer/plan-titles";
import { expect, type Locator, type Page } from "@playwright/test";
import { seedId } from "../../apps/server/src/db/seed/ids";
import { text } from "./locales";
import { E2E_PORT } from "./mail-settings";
import { emailsTo } from "./mailbox";
import type { CaughtEmail } from "./smtp-catcher";

/** The seeded pages, by vanity slug where they have one (the demo page has none: its id, as the seed derives it). */
export const EXPLORER_PAGES = {
  live: { slug: "harborview-medical", name: "Harborview Medical Group Benefits" },
  replaced: { slug: "harborview-medical-prior-year", name: "Harborview Medical Group Benefits (prior plan year)" },
  demo: { slug: seedId("explorer-page", "lonestar-demo"), name: "Lone Star Logistics Benefits Preview" },
  expired: { slug: "peachtree-hospitality", name: "Peachtree Hospitality Group Benefits" },
  notStarted: { slug: "garden-state-packaging", name: "Garden State Packaging Benefits" },
  maintenance: { slug: "great-lakes-tool-and-die", name: "Great Lakes Tool & Die Benefits" },
  customBranding: { slug: "cascade-timber", name: "Cascade Timber Products Benefits" },
  nonCarrier: { slug: "rmcu-benefits", name: "Rocky Mountain Credit Union Employee Benefits" },
} as const;

/** Where the staff notification of a lead goes (EXPLORER_LEADS_EMAIL's default; the e2e server does not set it). */
export const LEADS_EMAIL = "explorer-leads@onboard.example";

/** The separate explorer host of the e2e server (EXPLORER_PORT = PORT + 1 in playwright.config.ts). */
export const EXPLORER_ORIGIN = `http://localhost:${E2E_PORT + 1}`;

export const ex = (language: Language, key: string) => text(language, "explorer", key);
export const ef = (language: Language, key: string) => text(language, "explorerForms", key);
export const common = (language: Language, key: string) => text(language, "common", key);

/** Fills {{name}} placeholders the way i18next does. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/{{(\w+)}}/g, (_, key: string) => String(values[key]));
}

/** i18next's plural keys for these two languages: _one for 1, _other otherwise. */
export function plural(
  language: Language,
  namespace: string,
  key: string,
  count: number,
  values: Record<string, string | number> = {},
): string {
  return fill(text(language, namespace, `${key}_${count === 1 ? "one" : "other"}`), { ...values, count });
}

export function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A page of the explorer on the main host: /[es/]benefits-explorer[/{id}[/personal-benefits-plan]]. */
export function explorerPath(language: Language, slug?: string, personalPlan = false): string {
  const prefix = language === "es" ? "/es" : "";
  if (!slug) return `${prefix}/benefits-explorer`;
  return `${prefix}/benefits-explorer/${slug}${personalPlan ? "/personal-benefits-plan" : ""}`;
}

/** The same page on the explorer host: /[es/]{id}. */
export function explorerHostUrl(language: Language, slug: string): string {
  return `${EXPLORER_ORIGIN}${language === "es" ? "/es" : ""}/${slug}`;
}

export interface PageData {
  page: ExplorerPageResponse;
  plans: ExplorerPlan[];
  /** A plan by its seeded name. */
  plan(planName: string): ExplorerPlan;
  /** The card title a visitor sees for the plan in a language. */
  title(plan: ExplorerPlan, language: Language): string;
}

/** The page as its public API answers it (the same call the web app makes). */
export async function loadPageData(page: Page, slug: string): Promise<PageData> {
  const response = await page.request.get(`/api/explorer-pages/${encodeURIComponent(slug)}`);
  expect(response.status(), `GET /api/explorer-pages/${slug}`).toBe(200);
  const body = (await response.json()) as ExplorerPageResponse;
  const plans = body.benefits.flatMap((group) => group.plans);
  return {
    page: body,
    plans,
    plan(planName) {
      const found = plans.find((candidate) => candidate.planName === planName);
      if (!found) throw new Error(`No plan "${planName}" on ${slug}`);
      return found;
    },
    title: (plan, language) => planTitle(plan, { employerState: body.employerState, language }),
  };
}

/** Opens a page and waits for the app to render its h1 in the page's language. */
export async function openExplorer(page: Page, url: string, language: Language, heading: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator("html")).toHaveAttribute("lang", language);
  await expect(page.getByRole("heading", { level: 1, name: heading, exact: true })).toBeVisible();
  await waitForHydration(page);
}

/**
 * The server's HTML is readable before its script runs, but its buttons do nothing until React has hydrated the page
 * (the loader fetches the script after the first paint): the entry marks `<html data-hydrated="true">` then.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

/** A plan card's "Save plan" toggle (its name ends with the plan's title, for screen readers). */
export function saveButton(page: Page, language: Language, title: string, saved = false): Locator {
  const label = ex(language, saved ? "plan.saved" : "plan.save");
  return page.getByRole("button", { name: `${label} (${title})`, exact: true });
}

/** A plan card's "Compare" checkbox. */
export function compareCheckbox(page: Page, language: Language, title: string): Locator {
  return page.getByRole("checkbox", { name: `${ex(language, "plan.compare")} (${title})`, exact: true });
}

/** The nav bar's personal-plan link; its name carries the saved count ("Saved plans: n"). */
export function personalPlanLink(page: Page, language: Language): Locator {
  return page
    .getByRole("navigation")
    .getByRole("link", { name: new RegExp(`^${escapeRegExp(ex(language, "nav.personalPlan"))}`) });
}

export async function expectSavedCount(page: Page, language: Language, count: number): Promise<void> {
  const link = personalPlanLink(page, language);
  await expect(link).toHaveAccessibleName(
    new RegExp(`${escapeRegExp(fill(ex(language, "nav.savedCount"), { count }))}$`),
  );
  // The visible badge (hidden from screen readers, which hear the name above).
  await expect(link.locator("[aria-hidden=true]").filter({ hasText: new RegExp(`^${count}$`) })).toBeVisible();
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus: the way a keyboard user gets to a control. Fails after
 * `max` presses.
 */
export async function tabTo(page: Page, target: Locator, direction: "forward" | "backward" = "forward", max = 150) {
  const key = direction === "forward" ? "Tab" : "Shift+Tab";
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${target} not reached with ${max} × ${key}`);
}

/** The first message to `to` since `since` that `matches`, polling the catcher's directory until it arrives. */
export async function waitForEmailWhere(
  query: { to: string; since: number },
  matches: (email: CaughtEmail) => boolean,
  timeoutMs = 20_000,
): Promise<CaughtEmail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = emailsTo(query).find(matches);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No matching e-mail to ${query.to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The lead form filled for an employer, with the e-mail given (valid or not). */
export async function fillLeadForm(
  dialog: Locator,
  language: Language,
  lead: { firstName: string; lastName: string; email: string; employerName: string },
): Promise<void> {
  const field = (key: string) => dialog.getByRole("textbox", { name: ef(language, `lead.fields.${key}`), exact: true });
  await dialog.getByRole("radio", { name: ef(language, "lead.externalUsers.EMPLOYER"), exact: true }).check();
  await field("firstName").fill(lead.firstName);
  await field("lastName").fill(lead.lastName);
  await field("email").fill(lead.email);
  await field("phone").fill("617-555-0142");
  await field("city").fill("Boston");
  await dialog.getByRole("combobox", { name: ef(language, "lead.fields.state") }).selectOption("MA");
  await field("employerName").fill(lead.employerName);
}

/** A dialog's own Close button (its corner button, a bare icon, is also named Close). */
export function closeButton(dialog: Locator, language: Language): Locator {
  const label = ef(language, "actions.close");
  return dialog.getByRole("button", { name: label, exact: true }).filter({ hasText: label });
}

/**
 * Opens the lead dialog from the nav bar. Below the md breakpoint the link sits in the menu that the burger opens.
 */
export async function openLeadDialog(page: Page, language: Language): Promise<Locator> {
  const lead = page.getByRole("button", { name: ex(language, "nav.lead"), exact: true });
  if (!(await lead.isVisible())) {
    await page.getByRole("button", { name: ex(language, "nav.menu"), exact: true }).click();
  }
  await lead.click();
  const dialog = page.getByRole("dialog", { name: ef(language, "lead.title") });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * Solves the ALTCHA of a dialog by ticking its checkbox: a real proof of work, verified by the server later. Tick it
 * before typing in the form: the widget also starts on the form's first focus ("auto: onfocus"), and a tick on an
 * already verified widget would reset it. (The checkbox's name follows the widget's state, so it is found by role.)
 * The click is a real mouse click on the box's centre, where the widget's (invisible) tick mark lies over the input
 * and takes the click for it; Playwright's hit-target check would refuse it, hence `force`.
 */
export async function solveCaptcha(dialog: Locator, language: Language): Promise<void> {
  const checkbox = dialog.getByRole("checkbox");
  await expect(checkbox).toBeVisible({ timeout: 15_000 });
  await expect(checkbox).toHaveAccessibleName(ef(language, "captcha.widget.label"));
  await checkbox.click({ force: true });
  await expect(checkbox).toHaveAccessibleName(ef(language, "captcha.widget.verified"), { timeout: 30_000 });
  await expect(checkbox).toBeChecked();
}
