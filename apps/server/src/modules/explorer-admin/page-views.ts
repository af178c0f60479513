/** Loads what the presenter needs for pages: their plans, documents, owners (and, for one page, policies and highlighters). */
import type { ExplorerPageDetail, ExplorerPageListItem } from "@onboard/domain/explorer/explorer-admin-api";
import type { DbExecutor } from "../../db/executor";
import { lookupsOf, presentDetail, presentListItem } from "./presenter";
import {
  listDocumentsByIds,
  listMetadata,
  listPlansOf,
  listPolicyIds,
  listUsersByIds,
  type PageRow,
  type PlanRow,
} from "./repository";

const documentIdsOf = (plans: readonly PlanRow[]) => [
  ...new Set(
    plans.flatMap((p) => [p.planSummaryDocumentId, p.spanishPlanSummaryDocumentId].filter((id) => id !== null)),
  ),
];
const ownerIdsOf = (pages: readonly PageRow[]) => [
  ...new Set(pages.map((p) => p.pageOwnerUserId).filter((id) => id !== null)),
];

export async function listItemsOf(
  db: DbExecutor,
  pages: readonly PageRow[],
  now: Date,
): Promise<ExplorerPageListItem[]> {
  const plans = await listPlansOf(
    db,
    pages.map((p) => p.id),
  );
  const [documents, owners] = await Promise.all([
    listDocumentsByIds(db, documentIdsOf(plans)),
    listUsersByIds(db, ownerIdsOf(pages)),
  ]);
  const lookups = lookupsOf(documents, owners);
  return pages.map((page) =>
    presentListItem(
      page,
      plans.filter((plan) => plan.explorerPageId === page.id),
      lookups,
      now,
    ),
  );
}

export async function detailOf(db: DbExecutor, page: PageRow, now: Date): Promise<ExplorerPageDetail> {
  // One after another: inside a transaction, the queries share one connection.
  const plans = await listPlansOf(db, [page.id]);
  const policyIds = await listPolicyIds(db, page.id);
  const metadata = await listMetadata(db, page.id);
  const owners = await listUsersByIds(db, ownerIdsOf([page]));
  const documents = await listDocumentsByIds(db, documentIdsOf(plans));
  return presentDetail({ page, plans, policyIds, metadata, lookups: lookupsOf(documents, owners), now });
}
