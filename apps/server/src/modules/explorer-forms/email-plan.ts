/**
 * Use case: e-mail an employee the plans they selected on a public page (POST /api/explorer-pages/:id/email-plan).
 * The plans must be on the page; the captcha must verify (once); then the e-mail goes out in the chosen language and
 * the request is stored with the e-mail's id.
 */
import type { Language } from "@onboard/domain/common/environments";
import { compareBenefitTypes } from "@onboard/domain/explorer/benefit-type-display-order";
import { type EmailPlanRequest, EXPLORER_FORM_MESSAGES } from "@onboard/domain/explorer/lead-schemas";
import { benefitTypeName, planTitle } from "@onboard/domain/explorer/plan-titles";
import type { Database } from "../../db/client";
import { AppError } from "../../errors/app-error";
import type { Captcha } from "../../integrations/captcha/captcha";
import type { Mailer } from "../../integrations/mail/mailer";
import type { SelectedPlan } from "../../integrations/mail/templates/explorer-selected-plans";
import {
  type BenefitPlanRow,
  type ExplorerPageRow,
  findPublicPage,
  listPagePlans,
  showsPlans,
} from "../explorer-pages/index";
import type { ExplorerLinks } from "./explorer-links";
import { insertEmailPlanRequest } from "./repository";

export interface EmailPlanDeps {
  db: Database;
  mailer: Mailer;
  captcha: Captcha;
  links: ExplorerLinks;
}

const refuse = (path: string, message: string) =>
  new AppError("VALIDATION_ERROR", 400, message, [{ path: `body.${path}`, message }]);

/** The selected plans in the page's display order; any id that is not one of the page's shown plans is refused. */
async function selectedPlans(db: Database, page: ExplorerPageRow, ids: readonly string[], now: Date) {
  const plans = showsPlans(page, now) ? await listPagePlans(db, page.id) : [];
  const wanted = new Set(ids);
  const selected = plans.filter((plan) => wanted.has(plan.id));
  if (selected.length !== wanted.size) throw refuse("benefits", EXPLORER_FORM_MESSAGES.planNotOnPage);
  return selected
    .map((plan, index) => ({ plan, index }))
    .sort((a, b) => compareBenefitTypes(a.plan.benefitType, b.plan.benefitType) || a.index - b.index)
    .map(({ plan }) => plan);
}

function describePlan(plan: BenefitPlanRow, page: ExplorerPageRow, language: Language, links: ExplorerLinks) {
  const spanish = language === "es" ? plan.spanishPlanSummaryDocumentId : null;
  // A Spanish reader gets the English summary when the plan has no Spanish one (the e-mail says so).
  const summaryId = spanish ?? plan.planSummaryDocumentId;
  const title = planTitle(plan, { employerState: page.employerState, language });
  return {
    title,
    planName: title.includes(plan.planName) ? null : plan.planName,
    benefitType: benefitTypeName(plan.benefitType, page.employerState, language),
    summaryUrl: summaryId ? links.documentUrl(page.id, summaryId) : null,
    summaryInEnglish: language === "es" && summaryId !== null && spanish === null,
  } satisfies SelectedPlan;
}

export async function emailPlan(
  deps: EmailPlanDeps,
  input: { idOrSlug: string; form: EmailPlanRequest; ip: string; now: Date },
): Promise<{ id: string; emailId: string }> {
  const { form } = input;
  // The language the employee chose on the form: the e-mail's, and the page link's.
  const language: Language = form.language;
  const page = await findPublicPage(deps.db, input.idOrSlug);
  const plans = await selectedPlans(deps.db, page, form.benefits, input.now);
  if (!(await deps.captcha.verify(form.recaptchaToken))) {
    throw refuse("recaptchaToken", EXPLORER_FORM_MESSAGES.captchaFailed);
  }
  const email = await deps.mailer.sendEmail(deps.db, {
    to: [form.email],
    template: "explorer-selected-plans",
    language,
    data: {
      employerName: page.customClientName ?? page.clientName,
      pageUrl: deps.links.pageUrl(page.id, language),
      plans: plans.map((plan) => describePlan(plan, page, language, deps.links)),
    },
  });
  const stored = await insertEmailPlanRequest(deps.db, {
    explorerPageId: page.id,
    email: form.email,
    benefits: plans.map((plan) => plan.id),
    language,
    emailId: email.id,
    ip: input.ip,
  });
  return { id: stored.id, emailId: email.id };
}
