/** Permission-matrix entries for employee classes (onboarding spec §6, §7). See permission-matrix.ts for how to write one. */
import { type PermissionMatrixEntry, signedIn } from "../matrix-callers";

/** The client's own classes: staff any client, a broker or ben admin their own; another tenant's client is 403. */
const CLASSES = { tenantScoped: { param: "clientId", otherTenantStatus: 403 } } as const;
/** The fresh client of the matrix has no classes: a class id is 404 once the caller is allowed. */
const NO_CLASS = { employeeClassId: "00000000-0000-4000-8000-000000000002" };
const PLAN_IDS = ["00000000-0000-4000-8000-000000000003"];
const BASE = "/api/clients/:clientId/employee-classes";

export const EMPLOYEE_CLASS_ENDPOINTS: readonly PermissionMatrixEntry[] = [
  { method: "GET", path: BASE, description: "The client's employee classes", expect: signedIn(200), ...CLASSES },
  {
    method: "GET",
    path: `${BASE}/:employeeClassId`,
    description: "One employee class (none yet: 404 once allowed)",
    expect: signedIn(404),
    ...CLASSES,
    params: NO_CLASS,
  },
  {
    method: "POST",
    path: BASE,
    description: "Create an employee class",
    expect: signedIn(201),
    ...CLASSES,
    body: { name: "Permission matrix probe {unique}", employmentTypes: ["FULL_TIME"] },
  },
  {
    method: "PUT",
    path: `${BASE}/:employeeClassId`,
    description: "Edit a class (none yet: 404 once allowed)",
    expect: signedIn(404),
    ...CLASSES,
    params: NO_CLASS,
    body: { name: "Permission matrix probe", version: 1 },
  },
  {
    method: "DELETE",
    path: `${BASE}/:employeeClassId`,
    description: "Delete a class (none yet: 404 once allowed)",
    expect: signedIn(404),
    ...CLASSES,
    params: NO_CLASS,
  },
  {
    method: "POST",
    path: `${BASE}/:employeeClassId/duplicate`,
    description: "Duplicate a class (none yet: 404 once allowed)",
    expect: signedIn(404),
    ...CLASSES,
    params: NO_CLASS,
  },
  {
    method: "POST",
    path: `${BASE}/:employeeClassId/plans/set-benefit-type-plans`,
    description: "Choose a class's plans of one benefit type (none yet: 404 once allowed)",
    expect: signedIn(404),
    ...CLASSES,
    params: NO_CLASS,
    body: { benefitType: "STD", planIds: PLAN_IDS, version: 1 },
  },
  {
    method: "POST",
    path: `${BASE}/:employeeClassId/plans/waiting-periods`,
    description: "Set waiting periods (none yet: 404 once allowed)",
    expect: signedIn(404),
    ...CLASSES,
    params: NO_CLASS,
    body: {
      planIds: PLAN_IDS,
      waitingPeriodRule: "FIRST_OF_MONTH_FOLLOWING",
      waitingPeriodValue: 30,
      waitingPeriodUnit: "DAYS",
      version: 1,
    },
  },
  {
    method: "POST",
    path: `${BASE}/:employeeClassId/plans/contributions`,
    description: "Set contributions (none yet: 404 once allowed)",
    expect: signedIn(404),
    ...CLASSES,
    params: NO_CLASS,
    body: {
      planIds: PLAN_IDS,
      contributionType: "SHARED",
      employerContributionPercent: 50,
      taxTreatment: "PRE_TAX",
      version: 1,
    },
  },
];
