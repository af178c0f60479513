/**
 * PUT /api/clients/:clientId/plans: answers for some of the client's plans, each with the version it was edited from.
 * One transaction: every plan is locked and checked first; one stale version is 412 for the whole request, and any
 * refusal leaves every plan as it was. Each written plan's version goes up by one; the changes are audited.
 */
import type { EifPlan } from "@onboard/domain/eif/eif-draft-schemas";
import type { PlansBody } from "@onboard/domain/eif/eif-resource-schemas";
import { type Actor, auditActor } from "../../core/actor";
import { assertVersion } from "../../db/assert-version";
import type { Database } from "../../db/client";
import { notFound } from "../../errors/app-error";
import { changedFields } from "../audit/index";
import { loadEifState, presentPlan } from "../eif/index";
import { recordEditAudit } from "../eif-change-log/index";
import { assertPlanAnswersAllowed, assertPlansOfClient } from "./plan-answer-checks";
import { lockClientPlans, type PlanAnswerValues, updatePlanAnswers } from "./plan-repository";

const audited = ({ id: _id, version: _version, ...fields }: EifPlan) => fields;

export async function updatePlans(
  db: Database,
  actor: Actor,
  clientId: string,
  body: PlansBody,
  now: Date,
): Promise<EifPlan[]> {
  return db.transaction(async (tx) => {
    const locked = await lockClientPlans(
      tx,
      clientId,
      body.plans.map((plan) => plan.id),
    );
    const rows = new Map(locked.map((row) => [row.id, row]));
    assertPlansOfClient(body, rows);
    for (const plan of body.plans) assertVersion(rows.get(plan.id)?.version ?? 0, plan.version);
    const state = await loadEifState(tx, clientId, { inTransaction: true });
    if (!state) throw notFound();
    await assertPlanAnswersAllowed(tx, state, body, rows);

    const updated: EifPlan[] = [];
    for (const { id, version: _version, ...answers } of body.plans) {
      const current = rows.get(id);
      if (!current) throw notFound();
      const row = await updatePlanAnswers(tx, current, answers satisfies PlanAnswerValues, now);
      const after = presentPlan(row);
      await recordEditAudit(tx, "plan", {
        ...auditActor(actor),
        action: "plan.update",
        entity: "Plan",
        entityId: row.id,
        clientId,
        ...changedFields(audited(presentPlan(current)), audited(after)),
      });
      updated.push(after);
    }
    return updated;
  });
}
