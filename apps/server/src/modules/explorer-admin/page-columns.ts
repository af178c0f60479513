/** The explorer_pages and benefit_plans columns a validated site body writes. */
import type { BenefitPlanInput } from "@onboard/domain/explorer/benefit-plan-schema";
import type { ExplorerSiteWithPlansInput } from "@onboard/domain/explorer/explorer-site-with-plans-schema";
import type { benefitPlans, explorerPages } from "../../db/schema/index";

/** A day (YYYY-MM-DD, midnight UTC) or an ISO date-time as an instant. */
export function instantOf(value: string): Date {
  return new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
}

type PageColumns = Omit<
  typeof explorerPages.$inferInsert,
  "id" | "clientId" | "clientName" | "associationId" | "newExplorerPageId" | "version" | "createdAt" | "deletedAt"
>;

export function pageColumnsOf(site: ExplorerSiteWithPlansInput): PageColumns {
  const {
    benefits: _plans,
    benefitTypeMetadata: _metadata,
    policyIds: _policies,
    startsAt,
    expiresAt,
    benefitsExplorerCustomBranding,
    ...columns
  } = site;
  return {
    ...columns,
    startsAt: instantOf(startsAt),
    expiresAt: expiresAt === null ? null : instantOf(expiresAt),
    benefitsExplorerCustomBranding,
  };
}

type PlanColumns = Omit<typeof benefitPlans.$inferInsert, "id" | "explorerPageId" | "createdAt" | "deletedAt">;

export function planColumnsOf(plan: BenefitPlanInput, order: number): PlanColumns {
  const { id: _id, ...columns } = plan;
  return { ...columns, order };
}
