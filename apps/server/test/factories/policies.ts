/** Policies and their plans. */
import type { SlfCoverage } from "@onboard/domain/eif/coverages";
import type { Database } from "../../src/db/client";
import { plans, policies } from "../../src/db/schema/index";
import { firstRow, uniqueSuffix } from "./unique";

export type PolicyOverrides = Partial<typeof policies.$inferInsert> & { clientId: string };
export type PlanOverrides = Partial<typeof plans.$inferInsert> & { clientId: string };

/** A policy of the client with its own policy number; every other column has the schema's default unless overridden. */
export async function buildPolicy(db: Database, overrides: PolicyOverrides) {
  const rows = await db
    .insert(policies)
    .values({ policyNumber: `P-${uniqueSuffix()}`, ...overrides })
    .returning();
  return firstRow(rows, "policy");
}

/** A plan of the client (LTD unless overridden), of a policy when `policyId` is given. */
export async function buildPlan(db: Database, overrides: PlanOverrides) {
  const rows = await db
    .insert(plans)
    .values({ benefitType: "LTD", ...overrides })
    .returning();
  return firstRow(rows, "plan");
}

/** A policy (buildPolicy) with these `slfCoverages`, one plan of it per coverage, and `planOf` to find one. */
export async function buildPolicyWithPlans(db: Database, overrides: PolicyOverrides & { slfCoverages: SlfCoverage[] }) {
  const policy = await buildPolicy(db, overrides);
  const planRows: (typeof plans.$inferSelect)[] = [];
  for (const benefitType of overrides.slfCoverages) {
    planRows.push(await buildPlan(db, { clientId: policy.clientId, policyId: policy.id, benefitType }));
  }
  const planOf = (coverage: SlfCoverage) => {
    const plan = planRows.find((row) => row.benefitType === coverage);
    if (!plan) throw new Error(`no ${coverage} plan`);
    return plan;
  };
  return { policy, plans: planRows, planOf };
}
