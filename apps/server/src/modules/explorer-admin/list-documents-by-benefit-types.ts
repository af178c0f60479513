/**
 * GET .../explorer-pages/documents/benefittypes/:associationId: the plan summary documents the pages of one
 * association use (a site and its renewals share it), for the given benefit types (none: every type), de-duplicated
 * by document key, so the form can offer them again.
 */
import type { BenefitType } from "@onboard/domain/explorer/benefit-types";
import type { planSummaryDocumentSchema } from "@onboard/domain/explorer/explorer-admin-api";
import { dedupePlanSummaryDocuments } from "@onboard/domain/explorer/plan-summary-documents";
import type { z } from "zod";
import type { DbExecutor } from "../../db/executor";
import { listDocumentsByIds, listPagesByAssociation, listPlansOf } from "./repository";

type PlanSummaryDocument = z.infer<typeof planSummaryDocumentSchema>;

export async function listDocumentsByBenefitTypes(
  db: DbExecutor,
  input: { clientId: string; associationId: string; benefitTypes: readonly BenefitType[] },
): Promise<PlanSummaryDocument[]> {
  const pages = await listPagesByAssociation(db, input.clientId, input.associationId);
  const wanted = new Set(input.benefitTypes);
  const plans = (
    await listPlansOf(
      db,
      pages.map((page) => page.id),
    )
  ).filter((plan) => wanted.size === 0 || wanted.has(plan.benefitType));
  const links = plans.flatMap((plan) => [
    { id: plan.planSummaryDocumentId, benefitType: plan.benefitType, language: "en" as const },
    { id: plan.spanishPlanSummaryDocumentId, benefitType: plan.benefitType, language: "es" as const },
  ]);
  const documents = await listDocumentsByIds(db, [
    ...new Set(links.map((link) => link.id).filter((id) => id !== null)),
  ]);
  const byId = new Map(documents.filter((d) => d.clientId === input.clientId).map((d) => [d.id, d]));
  const found = links.flatMap((link) => {
    const document = link.id ? byId.get(link.id) : undefined;
    if (!document) return [];
    const { id, documentKey, name, mimeType, language } = document;
    return [{ id, documentKey, name, mimeType, benefitType: link.benefitType, language: language ?? link.language }];
  });
  return dedupePlanSummaryDocuments(found);
}
