/** Test helper: a census file laid out as the carrier template, and rows built from a few named cells. */
import { CENSUS_FIELD_IDS, type CensusFieldId } from "./census-fields";
import type { PlanColumn } from "./row-plan";

export const TEMPLATE_COLUMNS: readonly PlanColumn[] = CENSUS_FIELD_IDS.map((fieldId) => ({ fieldId }));

/** A valid employee row; `cells` overrides or blanks (with "") any field. */
export function templateRow(cells: Partial<Record<CensusFieldId, string>> = {}): string[] {
  const base: Partial<Record<CensusFieldId, string>> = {
    employeeId: "E1",
    firstName: "Jane",
    lastName: "Doe",
    ssn: "123-45-6789",
    dateOfBirth: "01/05/1980",
    gender: "F",
    hireDate: "03/01/2015",
    addressLine: "1 Main St",
    city: "Boston",
    state: "MA",
    zip: "02134",
    annualSalary: "$52,000.00",
    employmentStatus: "Active",
    hoursPerWeek: "40",
    relationship: "Employee",
    basicLifeAmount: "50000",
    stdElection: "Y",
    dentalTier: "FAM",
  };
  const merged = { ...base, ...cells };
  return CENSUS_FIELD_IDS.map((fieldId) => merged[fieldId] ?? "");
}

/** A valid dependent row of employee `employeeId`. */
export function dependentRow(employeeId: string, cells: Partial<Record<CensusFieldId, string>> = {}): string[] {
  return CENSUS_FIELD_IDS.map(
    (fieldId) =>
      ({
        firstName: "Sam",
        lastName: "Doe",
        dateOfBirth: "06/15/2012",
        relationship: "Child",
        dependentOfEmployeeId: employeeId,
        ...cells,
      })[fieldId as string] ?? "",
  );
}
