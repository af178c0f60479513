/**
 * Plan summary documents (benefits-explorer spec §5 "Site" and §9): at most 15 per benefit type, counted after
 * de-duplicating by document key (the same stored file linked from several plans, or from a page and its renewal
 * through the shared association, counts once).
 */
import type { BenefitType } from "./benefit-types";
import { PLAN_SUMMARY_DOCUMENTS_MAX_PER_BENEFIT_TYPE } from "./plan-summary-document-limits";

export interface PlanSummaryDocumentRef {
  benefitType: BenefitType;
  documentKey: string;
}

/** Keeps the first document of each document key, in order. */
export function dedupePlanSummaryDocuments<T extends { documentKey: string }>(documents: readonly T[]): T[] {
  const seen = new Set<string>();
  return documents.filter((document) => {
    if (seen.has(document.documentKey)) return false;
    seen.add(document.documentKey);
    return true;
  });
}

/** Distinct documents per benefit type. */
export function countPlanSummaryDocuments(documents: readonly PlanSummaryDocumentRef[]): Map<BenefitType, number> {
  const counts = new Map<BenefitType, number>();
  for (const document of dedupePlanSummaryDocuments(documents)) {
    counts.set(document.benefitType, (counts.get(document.benefitType) ?? 0) + 1);
  }
  return counts;
}

/** The benefit types with more than 15 distinct documents. */
export function benefitTypesOverDocumentLimit(documents: readonly PlanSummaryDocumentRef[]): BenefitType[] {
  return [...countPlanSummaryDocuments(documents)]
    .filter(([, count]) => count > PLAN_SUMMARY_DOCUMENTS_MAX_PER_BENEFIT_TYPE)
    .map(([type]) => type);
}

/** Whether one more document fits: a key already there always does (it is not a new document). */
export function canAddPlanSummaryDocument(
  existing: readonly PlanSummaryDocumentRef[],
  next: PlanSummaryDocumentRef,
): boolean {
  if (existing.some((document) => document.documentKey === next.documentKey)) return true;
  return (countPlanSummaryDocuments(existing).get(next.benefitType) ?? 0) < PLAN_SUMMARY_DOCUMENTS_MAX_PER_BENEFIT_TYPE;
}
