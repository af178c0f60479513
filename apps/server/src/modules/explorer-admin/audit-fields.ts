/** What the audit trail keeps of a page: its columns (dates as text) its policies and its plans' fields. */
import type { ExplorerPageDetail } from "@onboard/domain/explorer/explorer-admin-api";

export function auditedPage(page: ExplorerPageDetail): Record<string, unknown> {
  const { benefits, pageOwner: _owner, state: _state, updatedAt: _updated, createdAt: _created, ...fields } = page;
  return {
    ...fields,
    benefits: benefits.map(({ planSummaryDocument: _en, spanishPlanSummaryDocument: _es, ...plan }) => plan),
  };
}
