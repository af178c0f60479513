/** Writes a page's parts in the caller's transaction: its policies, highlighters and plans (replacing what was there). */
import type { ExplorerSiteWithPlansInput } from "@onboard/domain/explorer/explorer-site-with-plans-schema";
import { and, eq, isNull, notInArray } from "drizzle-orm";
import type { DbExecutor } from "../../db/executor";
import { benefitPlans, explorerBenefitTypeMetadata, explorerPagePolicies } from "../../db/schema/index";
import { planColumnsOf } from "./page-columns";

export async function replacePolicies(tx: DbExecutor, pageId: string, policyIds: readonly string[]): Promise<void> {
  await tx.delete(explorerPagePolicies).where(eq(explorerPagePolicies.explorerPageId, pageId));
  if (policyIds.length === 0) return;
  await tx.insert(explorerPagePolicies).values(policyIds.map((policyId) => ({ explorerPageId: pageId, policyId })));
}

export async function replaceMetadata(
  tx: DbExecutor,
  pageId: string,
  metadata: ExplorerSiteWithPlansInput["benefitTypeMetadata"],
): Promise<void> {
  await tx.delete(explorerBenefitTypeMetadata).where(eq(explorerBenefitTypeMetadata.explorerPageId, pageId));
  if (metadata.length === 0) return;
  await tx.insert(explorerBenefitTypeMetadata).values(metadata.map((entry) => ({ explorerPageId: pageId, ...entry })));
}

/**
 * The body's plans become the page's, in the body's order: a plan with an id (checked to be this page's) is updated,
 * one without is inserted, and the page's plans left out are soft-deleted. Answers how many of each.
 */
export async function replacePlans(
  tx: DbExecutor,
  pageId: string,
  plans: ExplorerSiteWithPlansInput["benefits"],
  now: Date,
): Promise<{ kept: number; added: number; removed: number }> {
  const keptIds = plans.map((plan) => plan.id).filter((id) => id !== null);
  const removed = await tx
    .update(benefitPlans)
    .set({ deletedAt: now, updatedAt: now })
    .where(
      and(
        eq(benefitPlans.explorerPageId, pageId),
        isNull(benefitPlans.deletedAt),
        keptIds.length > 0 ? notInArray(benefitPlans.id, keptIds) : undefined,
      ),
    )
    .returning({ id: benefitPlans.id });
  let added = 0;
  for (const [order, plan] of plans.entries()) {
    const columns = planColumnsOf(plan, order);
    if (plan.id === null) {
      await tx.insert(benefitPlans).values({ ...columns, explorerPageId: pageId });
      added += 1;
    } else {
      await tx
        .update(benefitPlans)
        .set({ ...columns, updatedAt: now })
        .where(and(eq(benefitPlans.id, plan.id), eq(benefitPlans.explorerPageId, pageId)));
    }
  }
  return { kept: keptIds.length, added, removed: removed.length };
}

/** Copies plans to another page (renewal): same fields and order, new ids, no plan marked new. */
export async function copyPlans(tx: DbExecutor, fromPageId: string, toPageId: string): Promise<number> {
  const plans = await tx
    .select()
    .from(benefitPlans)
    .where(and(eq(benefitPlans.explorerPageId, fromPageId), isNull(benefitPlans.deletedAt)));
  if (plans.length === 0) return 0;
  await tx.insert(benefitPlans).values(
    plans.map(({ id: _id, createdAt: _c, updatedAt: _u, deletedAt: _d, ...plan }) => ({
      ...plan,
      explorerPageId: toPageId,
      isNew: false,
    })),
  );
  return plans.length;
}
