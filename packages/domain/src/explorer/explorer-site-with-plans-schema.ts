/**
 * The create and update body of an explorer site: the site's fields plus its plans (`benefits`, in display order),
 * validated together, because the plan rules need the site's employer state (the state-offering rules) and the
 * plan summary documents are limited per benefit type across the page's plans.
 *
 * Comparison fields depend on the client's DENTAL_COMPARISON and VISION_COMPARISON feature toggles, which the body
 * does not carry. `explorerSiteWithPlansSchemaFor(display)` takes them: the form builds it from the toggles it
 * loaded; the server's route uses the lenient `explorerSiteWithPlansSchema` (medical only) and its use case checks
 * again with the client's toggles (`explorerSiteWithPlansSchemaFor(comparisonDisplayFor(toggles))`).
 */
import { z } from "zod";
import { VALIDATION_MESSAGES } from "../validation/messages";
import { checkBenefitPlan } from "./benefit-plan-rules";
import {
  type BenefitPlanFields,
  type BenefitPlanInput,
  benefitPlanFieldsSchema,
  type ComparisonDisplay,
  DEFAULT_BENEFIT_PLAN_CONTEXT,
  zodPlanIssueReporter,
} from "./benefit-plan-schema";
import type { BenefitType } from "./benefit-types";
import {
  checkExplorerSite,
  type ExplorerSiteInput,
  explorerSiteFieldsSchema,
  siteChecksCanRun,
  zodSiteIssueReporter,
} from "./explorer-site-schema";
import { PLAN_SUMMARY_DOCUMENTS_MAX_PER_BENEFIT_TYPE } from "./plan-summary-document-limits";

/** A page shows at most this many plans; far above any real page, it bounds the work of one request. */
export const MAX_PLANS_PER_SITE = 200;

const SUMMARY_FIELDS = ["planSummaryDocumentId", "spanishPlanSummaryDocumentId"] as const;

/**
 * At most 15 distinct plan summary documents per benefit type across the page's plans (English and Spanish). A
 * document id stands for one stored file (one document key), so plans sharing a document count it once. The issue
 * is reported on the field that brings in the 16th document.
 */
export function checkPlanSummaryDocumentLimit(
  plans: readonly BenefitPlanFields[],
  report: (path: (string | number)[], message: string) => void,
): void {
  const seen = new Map<BenefitType, Set<string>>();
  plans.forEach((plan, index) => {
    if (plan.benefitType === null) return;
    const documents = seen.get(plan.benefitType) ?? new Set<string>();
    seen.set(plan.benefitType, documents);
    for (const field of SUMMARY_FIELDS) {
      const id = plan[field];
      if (id === null || documents.has(id)) continue;
      documents.add(id);
      if (documents.size > PLAN_SUMMARY_DOCUMENTS_MAX_PER_BENEFIT_TYPE) {
        report(["benefits", index, field], VALIDATION_MESSAGES.planSummaryDocumentsMax);
      }
    }
  });
}

export type ExplorerSiteWithPlansInput = ExplorerSiteInput & { benefits: BenefitPlanInput[] };

export function explorerSiteWithPlansSchemaFor(display: ComparisonDisplay) {
  return explorerSiteFieldsSchema
    .extend({ benefits: z.array(benefitPlanFieldsSchema).max(MAX_PLANS_PER_SITE).default([]) })
    .superRefine(
      (site, ctx) => {
        checkExplorerSite(site, zodSiteIssueReporter(ctx));
        const context = { employerState: site.employerState, showComparison: display };
        site.benefits.forEach((plan, index) => {
          checkBenefitPlan(plan, context, zodPlanIssueReporter(ctx, ["benefits", index]));
        });
        checkPlanSummaryDocumentLimit(site.benefits, zodSiteIssueReporter(ctx));
      },
      { when: siteChecksCanRun },
    )
    .transform((site) => site as ExplorerSiteWithPlansInput);
}

/** The lenient body schema for a route: medical comparison only (see the module comment). */
export const explorerSiteWithPlansSchema = explorerSiteWithPlansSchemaFor(DEFAULT_BENEFIT_PLAN_CONTEXT.showComparison);
export type ExplorerSiteWithPlansFormValues = z.input<typeof explorerSiteWithPlansSchema>;
