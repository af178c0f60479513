/**
 * The field-by-field difference between the portal's plan design and the case as QPS holds it (issue 17,
 * `GET .../client-from-qps`), and which differences `POST .../import-from-qps` may bring into the portal: a policy's
 * effective date and situs state, a plan's name and maximum benefit, a class's name and minimum hours. Records that
 * exist on one side only, coverages and which plans a class offers are shown, not imported: they are plan design the
 * carrier changes through the EIF, and an import never creates or deletes records.
 */
import type { PlanDesignPreview } from "./plan-design";
import type { QpsPlanDesign } from "./qps-wire";

export const QPS_DIFFERENCE_RECORDS = ["case", "policy", "plan", "employeeClass"] as const;
export type QpsDifferenceRecord = (typeof QPS_DIFFERENCE_RECORDS)[number];

export interface QpsDifference {
  record: QpsDifferenceRecord;
  /** The policy number, or the portal's plan or class id (QPS keys them so). */
  recordKey: string;
  /** The attribute as the portal's API names it (policy: policyEffective…), or "exists" for a record on one side. */
  attribute: string;
  /** The values, as text for display (null: none). */
  portal: string | null;
  qps: string | null;
  /** Whether import-from-qps brings the QPS value in. */
  importable: boolean;
}

type Value = string | number | readonly string[] | null | undefined;

function text(value: Value): string | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return [...value].sort().join(", ");
  return String(value);
}

function compare(
  out: QpsDifference[],
  record: QpsDifferenceRecord,
  recordKey: string,
  attribute: string,
  portal: Value,
  qps: Value,
  importable: boolean,
): void {
  const a = text(portal);
  const b = text(qps);
  if (a !== b) out.push({ record, recordKey, attribute, portal: a, qps: b, importable: importable && b !== null });
}

function byKey<T>(items: readonly T[], key: (item: T) => string): Map<string, T> {
  return new Map(items.map((item) => [key(item), item]));
}

function exists(out: QpsDifference[], record: QpsDifferenceRecord, recordKey: string, inPortal: boolean): void {
  out.push({
    record,
    recordKey,
    attribute: "exists",
    portal: inPortal ? "yes" : null,
    qps: inPortal ? null : "yes",
    importable: false,
  });
}

export function qpsDifferences(portal: PlanDesignPreview, qps: QpsPlanDesign): QpsDifference[] {
  const out: QpsDifference[] = [];
  compare(out, "case", portal.caseId, "name", portal.clientName, qps.clientName, false);

  const qpsPolicies = byKey(qps.policies, (policy) => policy.policyNumber);
  for (const policy of portal.policies) {
    const other = qpsPolicies.get(policy.policyNumber);
    qpsPolicies.delete(policy.policyNumber);
    if (!other) {
      exists(out, "policy", policy.policyNumber, true);
      continue;
    }
    compare(out, "policy", policy.policyNumber, "policyEffective", policy.effectiveDate, other.effectiveDate, true);
    compare(out, "policy", policy.policyNumber, "issuedStateSitus", policy.situsState, other.situsState, true);
    compare(out, "policy", policy.policyNumber, "slfCoverages", policy.coverages, other.coverages, false);
  }
  for (const key of qpsPolicies.keys()) exists(out, "policy", key, false);

  const qpsPlans = byKey(qps.plans, (plan) => plan.planKey);
  for (const plan of portal.plans) {
    const other = qpsPlans.get(plan.planKey);
    qpsPlans.delete(plan.planKey);
    if (!other) {
      exists(out, "plan", plan.planKey, true);
      continue;
    }
    compare(out, "plan", plan.planKey, "name", plan.name, other.name, true);
    compare(
      out,
      "plan",
      plan.planKey,
      "maximumBenefitAmount",
      plan.maximumBenefitAmount,
      other.maximumBenefitAmount,
      true,
    );
    compare(out, "plan", plan.planKey, "benefitType", plan.benefitType, other.benefitType, false);
  }
  for (const key of qpsPlans.keys()) exists(out, "plan", key, false);

  const qpsClasses = byKey(qps.classes, (employeeClass) => employeeClass.classKey);
  for (const employeeClass of portal.classes) {
    const other = qpsClasses.get(employeeClass.classKey);
    qpsClasses.delete(employeeClass.classKey);
    if (!other) {
      exists(out, "employeeClass", employeeClass.classKey, true);
      continue;
    }
    const key = employeeClass.classKey;
    compare(out, "employeeClass", key, "name", employeeClass.name, other.name, true);
    compare(
      out,
      "employeeClass",
      key,
      "minimumHoursPerWeek",
      employeeClass.minimumHoursPerWeek,
      other.minimumHoursPerWeek,
      true,
    );
    compare(out, "employeeClass", key, "employmentTypes", employeeClass.employmentTypes, other.employmentTypes, false);
    compare(out, "employeeClass", key, "planKeys", employeeClass.planKeys, other.planKeys, false);
  }
  for (const key of qpsClasses.keys()) exists(out, "employeeClass", key, false);
  return out;
}
