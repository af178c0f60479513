/** Shapes explorer pages for the administration: the list item (per client or owner) and the full detail. */
import type {
  ExplorerAdminDocument,
  ExplorerAdminPlan,
  ExplorerPageDetail,
  ExplorerPageListItem,
} from "@onboard/domain/explorer/explorer-admin-api";
import { explorerPageState } from "@onboard/domain/explorer/explorer-page-state";
import type { DocumentRow, MetadataRow, OwnerRow, PageRow, PlanRow } from "./repository";

export interface PageLookups {
  documentOf: (id: string | null) => ExplorerAdminDocument | null;
  ownerOf: (id: string | null) => { id: string; name: string; email: string } | null;
}

export function lookupsOf(documents: readonly DocumentRow[], owners: readonly OwnerRow[]): PageLookups {
  const documentsById = new Map(
    documents.map((d) => [d.id, { id: d.id, documentKey: d.documentKey, name: d.name, mimeType: d.mimeType }]),
  );
  const ownersById = new Map(owners.map((o) => [o.id, { id: o.id, name: o.name, email: o.email }]));
  return {
    documentOf: (id) => (id ? (documentsById.get(id) ?? null) : null),
    ownerOf: (id) => (id ? (ownersById.get(id) ?? null) : null),
  };
}

export function presentListItem(
  page: PageRow,
  plans: readonly PlanRow[],
  lookups: PageLookups,
  now: Date,
): ExplorerPageListItem {
  return {
    id: page.id,
    clientId: page.clientId,
    name: page.name,
    planYear: page.planYear,
    startsAt: page.startsAt.toISOString(),
    expiresAt: page.expiresAt?.toISOString() ?? null,
    openEnrollmentStart: page.openEnrollmentStart,
    openEnrollmentEnd: page.openEnrollmentEnd,
    isLive: page.isLive,
    maintenanceMode: page.maintenanceMode,
    state: explorerPageState(page, now),
    vanitySlug: page.vanitySlug,
    associationId: page.associationId,
    newExplorerPageId: page.newExplorerPageId,
    pageOwner: lookups.ownerOf(page.pageOwnerUserId),
    benefits: plans.map((plan) => ({
      benefitType: plan.benefitType,
      planType: plan.planType,
      planSummaryDocument: lookups.documentOf(plan.planSummaryDocumentId),
      spanishPlanSummaryDocument: lookups.documentOf(plan.spanishPlanSummaryDocumentId),
    })),
    version: page.version,
    createdAt: page.createdAt.toISOString(),
    updatedAt: page.updatedAt.toISOString(),
  };
}

export function presentPlan(plan: PlanRow, lookups: PageLookups): ExplorerAdminPlan {
  const { explorerPageId: _page, createdAt: _created, updatedAt: _updated, deletedAt: _deleted, ...fields } = plan;
  return {
    ...fields,
    planSummaryDocument: lookups.documentOf(plan.planSummaryDocumentId),
    spanishPlanSummaryDocument: lookups.documentOf(plan.spanishPlanSummaryDocumentId),
  };
}

export interface PageDetailView {
  page: PageRow;
  plans: readonly PlanRow[];
  policyIds: readonly string[];
  metadata: readonly MetadataRow[];
  lookups: PageLookups;
  now: Date;
}

export function presentDetail({ page, plans, policyIds, metadata, lookups, now }: PageDetailView): ExplorerPageDetail {
  const { deletedAt: _deleted, ...columns } = page;
  return {
    ...columns,
    startsAt: page.startsAt.toISOString(),
    expiresAt: page.expiresAt?.toISOString() ?? null,
    createdAt: page.createdAt.toISOString(),
    updatedAt: page.updatedAt.toISOString(),
    benefitsExplorerCustomBranding: page.benefitsExplorerCustomBranding ?? null,
    pageOwner: lookups.ownerOf(page.pageOwnerUserId),
    policyIds: [...policyIds],
    benefitTypeMetadata: metadata.map((m) => ({ ...m })),
    state: explorerPageState(page, now),
    benefits: plans.map((plan) => presentPlan(plan, lookups)),
  };
}
