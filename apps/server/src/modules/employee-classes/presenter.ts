/** Employee class rows → the API's EmployeeClass, with its plans. */
import type { EmployeeClass } from "@onboard/domain/eif/employee-class-schemas";
import type { DbExecutor } from "../../db/executor";
import { type ClassPlanRow, classPlanRows, type EmployeeClassRow } from "./repository";

function presentClass(row: EmployeeClassRow, planRows: ClassPlanRow[]): EmployeeClass {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    employmentTypes: row.employmentTypes,
    minimumHoursPerWeek: row.minimumHoursPerWeek,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    plans: planRows
      .filter((plan) => plan.employeeClassId === row.id)
      .map((plan) => ({
        planId: plan.planId,
        policyId: plan.policyId,
        benefitType: plan.benefitType,
        planName: plan.planName,
        waitingPeriodRule: (plan.waitingPeriodRule as EmployeeClass["plans"][number]["waitingPeriodRule"]) ?? null,
        waitingPeriodValue: plan.waitingPeriodValue,
        waitingPeriodUnit: plan.waitingPeriodUnit,
        contributionType: plan.contributionType,
        employerContributionPercent: plan.employerContributionPercent,
        employeeContributionPercent: plan.employeeContributionPercent,
        taxTreatment: plan.taxTreatment,
      })),
  };
}

export async function presentClasses(db: DbExecutor, rows: EmployeeClassRow[]): Promise<EmployeeClass[]> {
  const planRows = await classPlanRows(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentClass(row, planRows));
}

export async function presentOneClass(db: DbExecutor, row: EmployeeClassRow): Promise<EmployeeClass> {
  const [presented] = await presentClasses(db, [row]);
  if (!presented) throw new Error("employee class presentation failed");
  return presented;
}
