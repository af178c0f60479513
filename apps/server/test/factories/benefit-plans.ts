/** The plans an explorer page shows (benefit_plans). */
import type { Database } from "../../src/db/client";
import { benefitPlans } from "../../src/db/schema/index";
import { firstRow, uniqueSuffix } from "./unique";

export type BenefitPlanOverrides = Partial<typeof benefitPlans.$inferInsert> & { explorerPageId: string };

/** A medical PPO plan of the page with its own name, unless overridden. */
export async function buildBenefitPlan(db: Database, overrides: BenefitPlanOverrides) {
  const rows = await db
    .insert(benefitPlans)
    .values({ benefitType: "MEDICAL", planType: "PPO", planName: `Plan ${uniqueSuffix()}`, ...overrides })
    .returning();
  return firstRow(rows, "benefit plan");
}
