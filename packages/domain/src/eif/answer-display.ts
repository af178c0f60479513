/**
 * How an EIF answer is shown to a reader, shared by the review and summary screens and the summary PDF: the options
 * group whose labels word each enum answer, and the duration fields written with their units (the unit fields
 * themselves are not listed).
 */

/** The options group of each answer (or billing, contact, class field) that holds one or several enum values. */
export const ANSWER_OPTION_GROUPS: Readonly<Record<string, string>> = {
  industrySegment: "industrySegment",
  section125TaxTreatment: "taxTreatment",
  pfmlLeaveYearMethod: "leaveYearMethod",
  pfmlContributionType: "contributionType",
  fliContributionType: "contributionType",
  pfmlMinimumIntermittentLeave: "minimumIntermittentLeave",
  valueAddedServices: "valueAddedService",
  billingAdministrationType: "billingAdministrationType",
  billingStructureType: "billingStructureType",
  billPayrollCycles: "billPayrollCycle",
  advanceOrArrears: "advanceOrArrears",
  claimsCheckPayee: "claimsCheckPayee",
  sendClaimsCheckTo: "sendClaimsCheckTo",
  contactType: "contactType",
  locationType: "locationType",
  coverage: "coverage",
  employmentType: "employmentType",
  waitingPeriodRule: "waitingPeriodRule",
  taxTreatment: "taxTreatment",
  contributionType: "contributionType",
};

/** Each duration number and the field that holds its unit. */
export const DURATION_VALUE_UNIT: Readonly<Record<string, string>> = {
  rehireDurationValue: "rehireDurationUnit",
  benefitLookBackValue: "benefitLookBackUnit",
};

/** The unit fields: shown with their numbers, never on their own. */
export const DURATION_UNIT_FIELDS: ReadonlySet<string> = new Set(Object.values(DURATION_VALUE_UNIT));
