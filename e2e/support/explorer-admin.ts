/**
 * What the explorer-administration specs share: the explorerAdmin texts, the clients and sites they use, fields found
 * by their exact labels, Mantine selects driven like a user does (open, type when searchable, pick), a plan summary
 * uploaded through the file chooser, a fresh internal user created through the Internal Users screen, and the
 * journey's medical, dental and vision plans filled in as the form requires (comparison fields included).
 */
import type { BenefitType, PlanType } from "@onboard/domain/explorer/benefit-types";
import { benefitTypeName, planTypeName } from "@onboard/domain/explorer/plan-titles";
import { expect, type Locator, type Page } from "@playwright/test";
import { seedId } from "../../apps/server/src/db/seed/ids";
import { clientIdOf } from "../../apps/server/src/db/seed/keys";
import { minimalPdf } from "./hub";
import { interpolate, uniqueSuffix } from "./internal-admin";
import { type Language, text } from "./locales";

export const ea = (language: Language, key: string) => text(language, "explorerAdmin", key);

/** The seeded client the journey builds its sites for: it has a policy and no explorer site, and no other spec uses it. */
export const QA_CLIENT = { name: "Onboard QA Test Employer", id: clientIdOf("qatest"), policyNumber: "9900001" };

/** A seeded site with plans and an owner, only looked at (never saved) by the axe spec. */
export const SEEDED_SITE = {
  clientName: "Rocky Mountain Credit Union",
  clientId: clientIdOf("rockymountain"),
  id: seedId("explorer-page", "rockymountain-tpa"),
  name: "Rocky Mountain Credit Union Employee Benefits",
};

export const manageAdminPath = (clientId: string) => `/clients/admin/${clientId}/manage`;
export const createSitePath = (clientId: string) => `/clients/admin/${clientId}/manage/benefits-explorer`;
export const editSitePath = (clientId: string, pageId: string) => `${createSitePath(clientId)}/${pageId}`;
export const renewSitePath = (clientId: string, pageId: string) => `${editSitePath(clientId, pageId)}/renew`;
export const previewSitePath = (clientId: string, pageId: string) => `${editSitePath(clientId, pageId)}/preview/page`;

export function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A text or number input by its exact label (Mantine's required asterisk is hidden from the accessible name). */
export function textField(scope: Page | Locator, label: string): Locator {
  return scope.getByRole("textbox", { name: label, exact: true });
}

/** A date input by its exact label (a textbox to assistive technology; its label text carries the asterisk). */
export function dateField(scope: Page | Locator, label: string): Locator {
  return scope.getByRole("textbox", { name: label, exact: true });
}

export function selectField(scope: Page | Locator, label: string): Locator {
  return scope.getByRole("combobox", { name: label, exact: true });
}

/**
 * Picks an option of a Mantine select: opens it, types `search` first when given (searchable selects), then clicks
 * the option in the open list (rendered in a portal, hence looked up on the page).
 */
export async function pickOption(page: Page, select: Locator, option: string, search?: string): Promise<void> {
  await select.click();
  if (search !== undefined) await select.fill(search);
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect(select).toHaveValue(option);
}

export function benefitName(benefitType: BenefitType): string {
  return benefitTypeName(benefitType, null, "en");
}

export function planTypeLabel(planType: PlanType): string {
  return planTypeName(planType, "en");
}

/** Uploads a tiny real PDF with the field's Upload button (a file chooser, as a user picks a file); answers its name. */
export async function uploadPlanSummary(page: Page, scope: Locator, fieldLabel: string, marker: string) {
  const fileName = `${marker}.pdf`;
  const chooser = page.waitForEvent("filechooser");
  await scope
    .getByRole("button", { name: interpolate(ea("en", "documents.uploadFor"), { label: fieldLabel }) })
    .click();
  await (await chooser).setFiles({ name: fileName, mimeType: "application/pdf", buffer: minimalPdf(marker) });
  // The uploaded document is chosen at once: the select shows its name.
  await expect(selectField(scope, fieldLabel)).toHaveValue(fileName, { timeout: 15_000 });
  return fileName;
}

export interface StaffUser {
  name: string;
  email: string;
}

export function newStaffUser(label: string): StaffUser {
  const suffix = uniqueSuffix();
  return { name: `${label} ${suffix}`, email: `e2e.staff.${suffix}@example.com` };
}

/** The label a staff picker shows for a user. */
export const staffOption = (user: StaffUser) => `${user.name} (${user.email})`;

/** On /users/internal: "Create internal user" (an administrator), without the welcome e-mail. */
export async function createInternalUser(page: Page, user: StaffUser): Promise<void> {
  const u = (key: string) => text("en", "users", key);
  await page.getByRole("button", { name: u("pages.internal.create") }).click();
  const dialog = page.getByRole("dialog", { name: u("pages.internal.create") });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("textbox", { name: u("fields.name") }).fill(user.name);
  await dialog.getByRole("textbox", { name: u("fields.email") }).fill(user.email);
  await dialog.getByRole("checkbox", { name: u("fields.sendWelcomeEmail") }).uncheck();
  await dialog.getByRole("button", { name: u("actions.create"), exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** Picks a staff user in a search-as-you-type picker (the server searches the typed name). */
export async function pickStaffUser(page: Page, picker: Locator, user: StaffUser): Promise<void> {
  await picker.click();
  await picker.fill(user.name);
  await page.getByRole("option", { name: staffOption(user), exact: true }).click();
  await expect(picker).toHaveValue(staffOption(user));
}

/** The plans of the site form, one list item per plan, in order. */
export function planItems(page: Page, language: Language = "en"): Locator {
  return page.getByRole("region", { name: ea(language, "sections.plans") }).getByRole("listitem");
}

/** "Benefit type of the new plan", then "Add plan": the new plan opens at the end of the list. */
export async function addPlan(page: Page, benefitType: BenefitType): Promise<Locator> {
  const before = await planItems(page).count();
  const plans = page.getByRole("region", { name: ea("en", "sections.plans") });
  await pickOption(page, selectField(plans, ea("en", "plans.newBenefitType")), benefitName(benefitType));
  await plans.getByRole("button", { name: ea("en", "plans.add"), exact: true }).click();
  await expect(planItems(page)).toHaveCount(before + 1);
  return planItems(page).nth(before);
}

const p = (name: string) => ea("en", `plan.fields.${name}`);

export const MEDICAL_PLAN = "Diamond State Health HMO";
export const DENTAL_PLAN = "First State Dental PPO";
export const VISION_PLAN = "Clear View Vision Plan";

async function fillNumbers(plan: Locator, values: Record<string, string>): Promise<void> {
  for (const [field, value] of Object.entries(values)) await textField(plan, p(field)).fill(value);
}

/** What every plan asks first: its type, name, carrier (not the carrier itself) and underwriter. */
async function fillPlanBasics(page: Page, plan: Locator, planType: string, name: string, legalEntity: string) {
  await pickOption(page, selectField(plan, p("planType")), planType);
  await textField(plan, p("planName")).fill(name);
  await textField(plan, p("carrierId")).fill("2");
  await textField(plan, p("legalEntity")).fill(legalEntity);
}

/** A medical HMO with every comparison field (its out-of-network maximums not applicable) and a summary. */
export async function fillMedicalPlan(page: Page, plan: Locator, marker: string): Promise<void> {
  await fillPlanBasics(page, plan, planTypeLabel("HMO"), MEDICAL_PLAN, "Diamond State Health Plans, Inc.");
  await fillNumbers(plan, {
    medicalDeductibleIndividualInNetwork: "1500",
    medicalDeductibleIndividualOutOfNetwork: "3000",
    medicalDeductibleFamilyInNetwork: "3000",
    medicalDeductibleFamilyOutOfNetwork: "6000",
    medicalOutOfPocketMaximumIndividualInNetwork: "4000",
    medicalOutOfPocketMaximumFamilyInNetwork: "8000",
  });
  // An HMO has no out-of-network maximum: not applicable, so not required.
  await plan.getByRole("checkbox", { name: p("medicalOutOfPocketMaximumIndividualOutOfNetworkNotApplicable") }).check();
  await plan.getByRole("checkbox", { name: p("medicalOutOfPocketMaximumFamilyOutOfNetworkNotApplicable") }).check();
  await pickOption(page, selectField(plan, p("medicalOutOfNetworkBenefits")), ea("en", "form.no"));
  await pickOption(page, selectField(plan, p("medicalPcpCoordinationRequired")), ea("en", "form.yes"));
  await pickOption(page, selectField(plan, p("medicalPcpSpecialtyCareReferralRequired")), ea("en", "form.yes"));
  await uploadPlanSummary(page, plan, p("planSummaryDocumentId"), `medical-summary-${marker}`);
}

/** A dental PPO with child orthodontics, every comparison field and a summary. */
export async function fillDentalPlan(page: Page, plan: Locator, marker: string): Promise<void> {
  await fillPlanBasics(page, plan, planTypeLabel("PPO"), DENTAL_PLAN, "First State Dental Company");
  await pickOption(page, selectField(plan, p("dentalYearType")), ea("en", "dentalYearTypes.CALENDAR"));
  await pickOption(page, selectField(plan, p("dentalOrthodonticServices")), ea("en", "orthodonticServices.CHILDREN"));
  await fillNumbers(plan, {
    dentalOrthodonticMaximumChildAmount: "1500",
    dentalOrthodonticMaximumChildPercent: "50",
    dentalTypeOneInNetwork: "100",
    dentalTypeOneOutOfNetwork: "80",
    dentalTypeTwoInNetwork: "80",
    dentalTypeTwoOutOfNetwork: "60",
    dentalTypeThreeInNetwork: "50",
    dentalTypeThreeOutOfNetwork: "40",
  });
  await uploadPlanSummary(page, plan, p("planSummaryDocumentId"), `dental-summary-${marker}`);
}

/** A vision plan with every comparison field and a summary. */
export async function fillVisionPlan(page: Page, plan: Locator, marker: string): Promise<void> {
  await fillPlanBasics(page, plan, planTypeLabel("VISION"), VISION_PLAN, "Clear View Vision, Inc.");
  await fillNumbers(plan, {
    visionExamInNetwork: "10",
    visionExamOutOfNetwork: "40",
    visionLensesInNetwork: "25",
    visionLensesOutOfNetwork: "50",
    visionFramesInNetwork: "150",
    visionFramesOutOfNetwork: "70",
    visionContactLensesInNetwork: "150",
    visionContactLensesOutOfNetwork: "105",
    visionContactLensExamInNetwork: "60",
    visionContactLensExamOutOfNetwork: "40",
    visionFramesOverPercent: "20",
  });
  await uploadPlanSummary(page, plan, p("planSummaryDocumentId"), `vision-summary-${marker}`);
}
