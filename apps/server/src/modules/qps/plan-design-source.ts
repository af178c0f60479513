/** Reads what the plan design is built from (packages/domain/src/qps/plan-design.ts): a client's policies, plans and classes. */
import type { PlanDesignSource } from "@onboard/domain/qps/plan-design";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { DbExecutor } from "../../db/executor";
import { employeeClasses, employeeClassPlans, plans, policies } from "../../db/schema/index";
import type { QpsClientRecord } from "./qps-access";

export async function loadPlanDesignSource(db: DbExecutor, client: QpsClientRecord): Promise<PlanDesignSource> {
  const policyRows = await db
    .select({
      id: policies.id,
      policyNumber: policies.policyNumber,
      policyEffective: policies.policyEffective,
      issuedStateSitus: policies.issuedStateSitus,
      slfCoverages: policies.slfCoverages,
    })
    .from(policies)
    .where(eq(policies.clientId, client.id))
    .orderBy(asc(policies.policyNumber));
  const planRows = await db
    .select({
      id: plans.id,
      policyId: plans.policyId,
      benefitType: plans.benefitType,
      name: plans.name,
      maximumBenefitAmount: plans.maximumBenefitAmount,
    })
    .from(plans)
    .where(eq(plans.clientId, client.id))
    .orderBy(asc(plans.benefitType), asc(plans.createdAt), asc(plans.id));
  const classRows = await db
    .select({
      id: employeeClasses.id,
      name: employeeClasses.name,
      employmentTypes: employeeClasses.employmentTypes,
      minimumHoursPerWeek: employeeClasses.minimumHoursPerWeek,
    })
    .from(employeeClasses)
    .where(and(eq(employeeClasses.clientId, client.id), isNull(employeeClasses.deletedAt)))
    .orderBy(asc(employeeClasses.name), asc(employeeClasses.id));
  const links =
    classRows.length === 0
      ? []
      : await db
          .select({ classId: employeeClassPlans.employeeClassId, planId: employeeClassPlans.planId })
          .from(employeeClassPlans)
          .where(
            inArray(
              employeeClassPlans.employeeClassId,
              classRows.map((row) => row.id),
            ),
          )
          .orderBy(asc(employeeClassPlans.createdAt), asc(employeeClassPlans.planId));
  const planIds = new Set(planRows.map((row) => row.id));
  return {
    client: { caseId: client.caseId, name: client.name },
    policies: policyRows.map((row) => ({ ...row, slfCoverages: row.slfCoverages ?? [] })),
    plans: planRows,
    classes: classRows.map((row) => ({
      ...row,
      employmentTypes: row.employmentTypes ?? [],
      planIds: links.filter((link) => link.classId === row.id && planIds.has(link.planId)).map((link) => link.planId),
    })),
  };
}
