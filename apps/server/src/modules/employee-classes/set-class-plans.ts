/**
 * The class builder's plan choices, each on the class's version (If-Match; 412 when stale), each bumping it:
 * - set-benefit-type-plans: which of the client's plans of one benefit type the class gets (others of that type are
 *   removed; kept ones keep their settings);
 * - waiting-periods: the rule and a spec §5 duration for some of the class's plans;
 * - contributions: FULLY_EMPLOYER_PAID, GROSS_UP or SHARED (with the employer's share) and the tax treatment.
 * A plan id that is not the client's (of that type) or not the class's is a 400 on body.planIds.
 */
import {
  type ContributionsBody,
  contributionShares,
  type EmployeeClass,
  type SetBenefitTypePlansBody,
  type WaitingPeriodsBody,
} from "@onboard/domain/eif/employee-class-schemas";
import { VALIDATION_MESSAGES } from "@onboard/domain/validation/messages";
import { type Actor, auditActor } from "../../core/actor";
import { assertVersion } from "../../db/assert-version";
import type { Database } from "../../db/client";
import type { DbExecutor } from "../../db/executor";
import { AppError, notFound } from "../../errors/app-error";
import { changedFields } from "../audit/index";
import { recordEditAudit } from "../eif-change-log/index";
import { presentOneClass } from "./presenter";
import {
  classPlanRows,
  clientPlansOfType,
  deleteClassPlans,
  findClassRow,
  insertClassPlans,
  updateClass,
  updateClassPlans,
} from "./repository";

type Input<B> = { clientId: string; classId: string; body: B; expectedVersion: number };

const badPlanIds = () =>
  new AppError("VALIDATION_ERROR", 400, VALIDATION_MESSAGES.valueNotValid, [
    { path: "body.planIds", message: VALIDATION_MESSAGES.valueNotValid },
  ]);

async function onClass<B>(
  db: Database,
  actor: Actor,
  input: Input<B>,
  action: string,
  now: Date,
  change: (tx: DbExecutor, classPlanIds: Set<string>) => Promise<void>,
): Promise<EmployeeClass> {
  return db.transaction(async (tx) => {
    const row = await findClassRow(tx, input.clientId, input.classId, { forUpdate: true });
    if (!row) throw notFound();
    assertVersion(row.version, input.expectedVersion);
    const before = await presentOneClass(tx, row);
    await change(tx, new Set((await classPlanRows(tx, [row.id])).map((plan) => plan.planId)));
    const after = await presentOneClass(tx, await updateClass(tx, row.id, {}, now));
    await recordEditAudit(tx, "employeeClass", {
      ...auditActor(actor),
      action,
      entity: "EmployeeClass",
      entityId: row.id,
      clientId: input.clientId,
      ...changedFields({ plans: before.plans }, { plans: after.plans }),
    });
    return after;
  });
}

export function setBenefitTypePlans(db: Database, actor: Actor, input: Input<SetBenefitTypePlansBody>, now: Date) {
  return onClass(db, actor, input, "employee-class.set-benefit-type-plans", now, async (tx, current) => {
    const ofType = new Set(
      (await clientPlansOfType(tx, input.clientId, input.body.benefitType)).map((plan) => plan.id),
    );
    const wanted = new Set(input.body.planIds);
    if ([...wanted].some((id) => !ofType.has(id))) throw badPlanIds();
    await deleteClassPlans(
      tx,
      input.classId,
      [...ofType].filter((id) => current.has(id) && !wanted.has(id)),
    );
    await insertClassPlans(
      tx,
      [...wanted].filter((id) => !current.has(id)).map((planId) => ({ employeeClassId: input.classId, planId })),
    );
  });
}

export function setWaitingPeriods(db: Database, actor: Actor, input: Input<WaitingPeriodsBody>, now: Date) {
  return onClass(db, actor, input, "employee-class.waiting-periods", now, async (tx, current) => {
    if (input.body.planIds.some((id) => !current.has(id))) throw badPlanIds();
    const { waitingPeriodRule, waitingPeriodValue, waitingPeriodUnit } = input.body;
    await updateClassPlans(
      tx,
      input.classId,
      input.body.planIds,
      { waitingPeriodRule, waitingPeriodValue, waitingPeriodUnit },
      now,
    );
  });
}

export function setContributions(db: Database, actor: Actor, input: Input<ContributionsBody>, now: Date) {
  return onClass(db, actor, input, "employee-class.contributions", now, async (tx, current) => {
    if (input.body.planIds.some((id) => !current.has(id))) throw badPlanIds();
    const shares = contributionShares(input.body);
    await updateClassPlans(
      tx,
      input.classId,
      input.body.planIds,
      {
        contributionType: input.body.contributionType,
        employerContributionPercent: shares.employer,
        employeeContributionPercent: shares.employee,
        taxTreatment: input.body.taxTreatment,
      },
      now,
    );
  });
}
