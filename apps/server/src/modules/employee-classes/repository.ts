/** Drizzle queries for employee classes and the plans each class gets. */
import { and, asc, count, eq, inArray, isNull, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/executor";
import { employeeClasses, employeeClassPlans, plans } from "../../db/schema/index";

export type EmployeeClassRow = typeof employeeClasses.$inferSelect;
export type ClassPlanRow = typeof employeeClassPlans.$inferSelect & {
  benefitType: (typeof plans.$inferSelect)["benefitType"];
  policyId: string | null;
  planName: string | null;
};

const liveOfClient = (clientId: string) =>
  and(eq(employeeClasses.clientId, clientId), isNull(employeeClasses.deletedAt));

export async function listClassRows(db: DbExecutor, clientId: string): Promise<EmployeeClassRow[]> {
  return db
    .select()
    .from(employeeClasses)
    .where(liveOfClient(clientId))
    .orderBy(asc(employeeClasses.createdAt), asc(employeeClasses.name));
}

export async function findClassRow(
  db: DbExecutor,
  clientId: string,
  classId: string,
  options: { forUpdate?: boolean } = {},
): Promise<EmployeeClassRow | null> {
  const query = db
    .select()
    .from(employeeClasses)
    .where(and(eq(employeeClasses.id, classId), liveOfClient(clientId)));
  const [row] = options.forUpdate ? await query.for("update") : await query;
  return row ?? null;
}

export async function countLiveClasses(db: DbExecutor, clientId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(employeeClasses).where(liveOfClient(clientId));
  return row?.n ?? 0;
}

export async function isNameTaken(db: DbExecutor, clientId: string, name: string, exceptId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: employeeClasses.id })
    .from(employeeClasses)
    .where(and(liveOfClient(clientId), sql`lower(${employeeClasses.name}) = lower(${name})`));
  return rows.some((row) => row.id !== exceptId);
}

export async function classPlanRows(db: DbExecutor, classIds: string[]): Promise<ClassPlanRow[]> {
  if (classIds.length === 0) return [];
  const rows = await db
    .select({
      link: employeeClassPlans,
      benefitType: plans.benefitType,
      policyId: plans.policyId,
      planName: plans.name,
    })
    .from(employeeClassPlans)
    .innerJoin(plans, eq(plans.id, employeeClassPlans.planId))
    .where(inArray(employeeClassPlans.employeeClassId, classIds))
    .orderBy(asc(plans.benefitType), asc(plans.id));
  return rows.map((row) => ({
    ...row.link,
    benefitType: row.benefitType,
    policyId: row.policyId,
    planName: row.planName,
  }));
}

export async function insertClass(
  db: DbExecutor,
  values: Pick<
    typeof employeeClasses.$inferInsert,
    "clientId" | "name" | "description" | "employmentTypes" | "minimumHoursPerWeek"
  >,
): Promise<EmployeeClassRow> {
  const [row] = await db.insert(employeeClasses).values(values).returning();
  if (!row) throw new Error("employee class insert returned no row");
  return row;
}

export async function updateClass(
  db: DbExecutor,
  classId: string,
  values: Partial<
    Pick<
      typeof employeeClasses.$inferInsert,
      "name" | "description" | "employmentTypes" | "minimumHoursPerWeek" | "deletedAt"
    >
  >,
  now: Date,
): Promise<EmployeeClassRow> {
  const [row] = await db
    .update(employeeClasses)
    .set({ ...values, version: sql`${employeeClasses.version} + 1`, updatedAt: now })
    .where(eq(employeeClasses.id, classId))
    .returning();
  if (!row) throw new Error("employee class update returned no row");
  return row;
}

export async function clientPlansOfType(db: DbExecutor, clientId: string, benefitType: ClassPlanRow["benefitType"]) {
  return db
    .select({ id: plans.id })
    .from(plans)
    .where(and(eq(plans.clientId, clientId), eq(plans.benefitType, benefitType)));
}

export async function deleteClassPlans(db: DbExecutor, classId: string, planIds: string[]) {
  if (planIds.length === 0) return;
  await db
    .delete(employeeClassPlans)
    .where(and(eq(employeeClassPlans.employeeClassId, classId), inArray(employeeClassPlans.planId, planIds)));
}

export async function insertClassPlans(db: DbExecutor, rows: (typeof employeeClassPlans.$inferInsert)[]) {
  if (rows.length === 0) return;
  await db.insert(employeeClassPlans).values(rows);
}

export async function updateClassPlans(
  db: DbExecutor,
  classId: string,
  planIds: string[],
  values: Partial<typeof employeeClassPlans.$inferInsert>,
  now: Date,
) {
  await db
    .update(employeeClassPlans)
    .set({ ...values, updatedAt: now })
    .where(and(eq(employeeClassPlans.employeeClassId, classId), inArray(employeeClassPlans.planId, planIds)));
}

/** A class plan as the API shows it: the link's own answers (the plan's type, policy and name are the plan's). */
export type ClassPlanValues = Pick<
  typeof employeeClassPlans.$inferInsert,
  | "planId"
  | "waitingPeriodRule"
  | "waitingPeriodValue"
  | "waitingPeriodUnit"
  | "contributionType"
  | "employerContributionPercent"
  | "employeeContributionPercent"
  | "taxTreatment"
>;

/** Puts a class's plans back as given (a change declined after signing); plans no longer the client's are skipped. */
export async function replaceClassPlans(
  db: DbExecutor,
  clientId: string,
  classId: string,
  classPlans: readonly ClassPlanValues[],
): Promise<void> {
  await db.delete(employeeClassPlans).where(eq(employeeClassPlans.employeeClassId, classId));
  const planIds = classPlans.map((plan) => plan.planId);
  if (planIds.length === 0) return;
  const live = new Set(
    (
      await db
        .select({ id: plans.id })
        .from(plans)
        .where(and(eq(plans.clientId, clientId), inArray(plans.id, planIds)))
    ).map((plan) => plan.id),
  );
  await insertClassPlans(
    db,
    classPlans
      .filter((plan) => live.has(plan.planId))
      .map((plan) => ({
        employeeClassId: classId,
        planId: plan.planId,
        waitingPeriodRule: plan.waitingPeriodRule ?? null,
        waitingPeriodValue: plan.waitingPeriodValue ?? null,
        waitingPeriodUnit: plan.waitingPeriodUnit ?? null,
        contributionType: plan.contributionType ?? null,
        employerContributionPercent: plan.employerContributionPercent ?? null,
        employeeContributionPercent: plan.employeeContributionPercent ?? null,
        taxTreatment: plan.taxTreatment ?? null,
      })),
  );
}
