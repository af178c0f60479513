/**
 * What is still missing in each EIF sub-step: the required answers (spec §5 "Please provide a response") and the
 * lists that need an entry. A sub-step is complete when it has no issue; a step when all its applicable sub-steps
 * are; the first step that is not complete is where the hub's Company profile link opens the form.
 */
import { VALIDATION_MESSAGES } from "../validation/messages";
import { isClaimsCheckCoverage } from "./coverages";
import type { EifAnswerField, EifAnswers } from "./eif-answers";
import type { EifCounts, EifLocation, EifOutline, EifPlan, EifPolicy } from "./eif-draft-schemas";
import type { EifFacts } from "./eif-facts";
import { EIF_STEPS, type EifStepId, type EifSubStepId } from "./eif-steps";
import { applicableSubSteps } from "./sub-step-rules";

export interface EifSnapshot {
  answers: EifAnswers;
  policies: readonly EifPolicy[];
  plans: readonly EifPlan[];
  locations: readonly EifLocation[];
  counts: EifCounts;
  eifSignedAt: string | null;
}

/** A missing answer: `field` is an answer field, a policy's billing field (`policies.<id>.<field>`), or a list. */
export interface SubStepIssue {
  field: string;
  message: string;
}

const required = (answers: EifAnswers, fields: readonly EifAnswerField[]): SubStepIssue[] =>
  fields
    .filter((field) => answers[field] === null || answers[field] === undefined)
    .map((field) => ({ field, message: VALIDATION_MESSAGES.responseRequired }));

const list = (count: number, field: string, message: string): SubStepIssue[] => (count > 0 ? [] : [{ field, message }]);

const CHECKS: Record<EifSubStepId, (s: EifSnapshot) => SubStepIssue[]> = {
  "tax-id": ({ answers }) =>
    required(answers, ["legalName", "taxId", "natureOfBusiness", "industrySegment", "employeesNumber"]),
  "current-policies": ({ answers, policies }) => {
    const hasVoluntaryLife = policies.some((p) => p.coverages.includes("VOLUNTARY_LIFE"));
    const hasLife = policies.some((p) => p.coverages.includes("BASIC_LIFE") || p.coverages.includes("VOLUNTARY_LIFE"));
    const fields: EifAnswerField[] = ["isEapOnlyBlended", "hasEmployeesInMultipleStates"];
    if (hasVoluntaryLife) fields.push("voluntaryLifeIncludesSpouse");
    if (hasLife) fields.push("dependentLifeIncluded");
    if (hasLife && answers.dependentLifeIncluded === true) fields.push("dependentLifeHasChanges");
    return required(answers, fields);
  },
  locations: ({ answers, locations }) => [
    ...list(locations.length, "locations", VALIDATION_MESSAGES.locationsRequired),
    ...(locations.length > 0 && answers.headquartersLocationId === null
      ? [{ field: "headquartersLocationId", message: VALIDATION_MESSAGES.headquartersRequired }]
      : []),
  ],
  subsidiaries: ({ answers, counts }) => [
    ...required(answers, ["hasSubsidiaries"]),
    ...(answers.hasSubsidiaries === true
      ? [
          ...required(answers, ["subsidiariesBilledSeparately", "subsidiariesHaveSeparateTaxIds"]),
          ...list(counts.subsidiaries, "subsidiaries", VALIDATION_MESSAGES.subsidiariesRequired),
        ]
      : []),
  ],
  "plan-administrators": ({ counts }) => list(counts.contacts, "contacts", VALIDATION_MESSAGES.contactsRequired),
  "billing-preferences": ({ policies }) =>
    policies.flatMap((policy) =>
      (["billingAdministrationType", "billingStructureType", "billPayrollCycles", "advanceOrArrears"] as const)
        .filter((field) => policy[field] === null || (Array.isArray(policy[field]) && policy[field].length === 0))
        .map((field) => ({ field: `policies.${policy.id}.${field}`, message: VALIDATION_MESSAGES.responseRequired })),
    ),
  "claims-payment": ({ plans }) =>
    plans
      .filter((plan) => isClaimsCheckCoverage(plan.benefitType))
      .flatMap((plan) =>
        (["claimsCheckPayee", "sendClaimsCheckTo"] as const)
          .filter((field) => plan[field] === null)
          .map((field) => ({ field: `plans.${plan.id}.${field}`, message: VALIDATION_MESSAGES.responseRequired })),
      ),
  "monthly-claims-report": ({ counts }) =>
    list(
      counts.monthlyClaimsReportMailingLocations,
      "monthlyClaimsReportMailingLocations",
      VALIDATION_MESSAGES.monthlyClaimsReportRequired,
    ),
  "employee-classes": ({ counts }) =>
    list(counts.employeeClasses, "employeeClasses", VALIDATION_MESSAGES.employeeClassesRequired),
  "age-rules": ({ answers }) => required(answers, ["ageRules"]),
  rehire: ({ answers }) =>
    required(answers, ["rehireDurationValue", "rehireDurationUnit", "waiveWaitingPeriodForRehires"]),
  erisa: ({ answers }) =>
    required(
      answers,
      answers.isErisaPlan === true ? ["isErisaPlan", "erisaPlanNumber", "erisaPlanYearEnd"] : ["isErisaPlan"],
    ),
  "section-125": ({ answers }) =>
    required(
      answers,
      answers.hasSection125Plan === true ? ["hasSection125Plan", "section125TaxTreatment"] : ["hasSection125Plan"],
    ),
  malpractice: ({ answers }) => required(answers, ["malpracticePremiumsReimbursed", "malpracticeIncludedInEarnings"]),
  "value-added-services": ({ answers }) => required(answers, ["valueAddedServices"]),
  pfml: ({ answers }) => {
    const fields: EifAnswerField[] = [
      "pfmlLeaveYearMethod",
      "pfmlContributionType",
      "pfmlMinimumIntermittentLeave",
      "hasFamilyLeaveInsurance",
    ];
    if (answers.pfmlLeaveYearMethod === "FIXED_YEAR") fields.push("pfmlFixedYearStart");
    if (answers.hasFamilyLeaveInsurance === true) fields.push("fliContributionType");
    return required(answers, fields);
  },
  // The signature (the next issue) completes the last step.
  review: ({ eifSignedAt }) =>
    eifSignedAt ? [] : [{ field: "signature", message: VALIDATION_MESSAGES.responseRequired }],
};

export function subStepIssues(subStep: EifSubStepId, snapshot: EifSnapshot): SubStepIssue[] {
  return CHECKS[subStep](snapshot);
}

/** The client's facts for the sub-step rules, from its answers and policies. */
export function eifFactsOf(snapshot: Pick<EifSnapshot, "answers" | "policies">): EifFacts {
  const { answers } = snapshot;
  return {
    policies: snapshot.policies.map((p) => ({
      coverages: p.coverages,
      situs: p.situs,
      policyEffective: p.policyEffective,
    })),
    isEapOnlyBlended: answers.isEapOnlyBlended,
    industrySegment: answers.industrySegment,
    voluntaryLifeIncludesSpouse: answers.voluntaryLifeIncludesSpouse,
    dependentLifeIncluded: answers.dependentLifeIncluded,
    dependentLifeHasChanges: answers.dependentLifeHasChanges,
  };
}

/** Each step with its applicable sub-steps and whether each is complete. */
export function buildEifOutline(snapshot: EifSnapshot): EifOutline {
  const facts = eifFactsOf(snapshot);
  return EIF_STEPS.map((stepId) => {
    const subSteps = applicableSubSteps(stepId, facts).map((subStepId) => ({
      subStepId,
      complete: subStepIssues(subStepId, snapshot).length === 0,
    }));
    return { stepId, complete: subSteps.every((s) => s.complete), subSteps };
  });
}

/** The first step that is not complete (the last step when all are). */
export function firstIncompleteStep(outline: EifOutline): EifStepId {
  return outline.find((step) => !step.complete)?.stepId ?? "review-&-submit";
}
