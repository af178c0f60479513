/**
 * POST .../import-from-qps: brings QPS's values into the portal (issue 17: "as change records, never silent
 * overwrites"). Each importable difference (qps-differences.ts) is written to its record and recorded as a pending
 * change record with the portal's value before, the way an edit after signing is (decision 022): the carrier reviews
 * it, and declining it puts the portal's value back. All in one transaction. A class name another of the client's
 * classes already has is left out (two classes cannot share a name). 409 when QPS has no case for the client.
 */

import { isUsState } from "@onboard/domain/common/us-states";
import type { NewChange } from "@onboard/domain/eif-changes/edit-changes";
import { planDesignPreview } from "@onboard/domain/qps/plan-design";
import { QPS_API_MESSAGES } from "@onboard/domain/qps/qps-api";
import { type QpsDifference, qpsDifferences } from "@onboard/domain/qps/qps-differences";
import type { QpsPlanDesign } from "@onboard/domain/qps/qps-wire";
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/executor";
import { clients, employeeClasses, plans, policies } from "../../db/schema/index";
import { AppError } from "../../errors/app-error";
import { insertChanges } from "../eif-change-log/index";
import { clientFromQps } from "./client-from-qps";
import { loadPlanDesignSource } from "./plan-design-source";
import type { QpsAccess } from "./qps-access";
import type { QpsDeps } from "./qps-deps";

type Typed = string | number;

/** The QPS value of a difference, typed as the portal's column takes it; undefined when it cannot be taken. */
function qpsValueOf(difference: QpsDifference, qps: QpsPlanDesign): Typed | undefined {
  const { record, recordKey, attribute } = difference;
  if (record === "policy") {
    const policy = qps.policies.find((p) => p.policyNumber === recordKey);
    if (attribute === "policyEffective") return policy?.effectiveDate;
    if (attribute === "issuedStateSitus") return policy && isUsState(policy.situsState) ? policy.situsState : undefined;
  }
  if (record === "plan") {
    const plan = qps.plans.find((p) => p.planKey === recordKey);
    if (attribute === "name") return plan?.name ?? undefined;
    if (attribute === "maximumBenefitAmount") return plan?.maximumBenefitAmount ?? undefined;
  }
  if (record === "employeeClass") {
    const employeeClass = qps.classes.find((c) => c.classKey === recordKey);
    if (attribute === "name") return employeeClass?.name;
    if (attribute === "minimumHoursPerWeek") return employeeClass?.minimumHoursPerWeek ?? undefined;
  }
  return undefined;
}

/** Writes one value; answers the change record it makes, or null when it was left out. */
async function apply(
  tx: DbExecutor,
  clientId: string,
  difference: QpsDifference,
  value: Typed,
  now: Date,
): Promise<NewChange | null> {
  const { record, recordKey, attribute } = difference;
  if (record === "policy") {
    const [row] = await tx
      .select({
        id: policies.id,
        policyEffective: policies.policyEffective,
        issuedStateSitus: policies.issuedStateSitus,
      })
      .from(policies)
      .where(and(eq(policies.clientId, clientId), eq(policies.policyNumber, recordKey)));
    if (!row) return null;
    const previousValue = attribute === "policyEffective" ? row.policyEffective : row.issuedStateSitus;
    await tx
      .update(policies)
      .set({ [attribute]: value, updatedAt: now })
      .where(eq(policies.id, row.id));
    return { entity: "policy", entityId: row.id, attributeKey: attribute, value, previousValue };
  }
  if (record === "plan") {
    const [row] = await tx
      .select({ id: plans.id, name: plans.name, maximumBenefitAmount: plans.maximumBenefitAmount })
      .from(plans)
      .where(and(eq(plans.clientId, clientId), eq(plans.id, recordKey)));
    if (!row) return null;
    const previousValue = attribute === "name" ? row.name : row.maximumBenefitAmount;
    await tx
      .update(plans)
      .set({ [attribute]: value, version: sql`${plans.version} + 1`, updatedAt: now })
      .where(eq(plans.id, row.id));
    return { entity: "plan", entityId: row.id, attributeKey: attribute, value, previousValue };
  }
  const [row] = await tx
    .select({ id: employeeClasses.id, name: employeeClasses.name, hours: employeeClasses.minimumHoursPerWeek })
    .from(employeeClasses)
    .where(
      and(eq(employeeClasses.clientId, clientId), eq(employeeClasses.id, recordKey), isNull(employeeClasses.deletedAt)),
    );
  if (!row) return null;
  if (attribute === "name") {
    const [taken] = await tx
      .select({ id: employeeClasses.id })
      .from(employeeClasses)
      .where(
        and(
          eq(employeeClasses.clientId, clientId),
          ne(employeeClasses.id, row.id),
          isNull(employeeClasses.deletedAt),
          sql`lower(${employeeClasses.name}) = lower(${String(value)})`,
        ),
      );
    if (taken) return null;
  }
  const previousValue = attribute === "name" ? row.name : row.hours;
  await tx
    .update(employeeClasses)
    .set({ [attribute]: value, version: sql`${employeeClasses.version} + 1`, updatedAt: now })
    .where(eq(employeeClasses.id, row.id));
  return { entity: "employeeClass", entityId: row.id, attributeKey: attribute, value, previousValue };
}

export async function importFromQps(
  deps: QpsDeps,
  access: QpsAccess,
  now: Date = new Date(),
): Promise<{ changeRecordIds: string[]; imported: QpsDifference[] }> {
  const { qpsCase } = await clientFromQps(deps, access.client);
  if (qpsCase === null) throw new AppError("NOT_IN_QPS", 409, QPS_API_MESSAGES.notInQps);
  const qps = qpsCase.planDesign;
  return deps.db.transaction(async (tx) => {
    await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, access.client.id)).for("update");
    const portal = planDesignPreview(await loadPlanDesignSource(tx, access.client));
    const changes: NewChange[] = [];
    const imported: QpsDifference[] = [];
    for (const difference of qpsDifferences(portal, qps)) {
      if (!difference.importable) continue;
      const value = qpsValueOf(difference, qps);
      if (value === undefined) continue;
      const change = await apply(tx, access.client.id, difference, value, now);
      if (change === null) continue;
      changes.push(change);
      imported.push(difference);
    }
    const changeRecordIds = await insertChanges(tx, {
      clientId: access.client.id,
      userId: access.user.id,
      changes,
      now,
    });
    return { changeRecordIds, imported };
  });
}
