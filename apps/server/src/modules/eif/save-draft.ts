/**
 * PATCH /api/clients/:clientId/draft: saves part of the EIF's answers (the form autosaves as the person types).
 * In one transaction, on the locked client row: the draft's version must be the one the edit started from (412
 * otherwise); every field's sub-step must apply once the patch is applied (400 naming each field otherwise); the ids
 * it names must be the client's; then the client, company-information and plan-design rows and the policies' billing
 * preferences are written, the version goes up by one, and the form's tasks move to In Progress on the first save.
 */
import {
  ANSWER_FIELD_SUB_STEP,
  type EifAnswerField,
  type EifAnswers,
  type EifDraftPatch,
  isAllowedDuration,
} from "@onboard/domain/eif/eif-answers";
import { EIF_FORM_TASK_IDS } from "@onboard/domain/eif/eif-steps";
import { taskStatusOnEifSave } from "@onboard/domain/eif/eif-task-status";
import { VALIDATION_MESSAGES } from "@onboard/domain/validation/messages";
import type { FastifyRequest } from "fastify";
import type { Database } from "../../db/client";
import { AppError, notFound } from "../../errors/app-error";
import { auditActor, changedFields, recordAudit } from "../audit/record-audit";
import { assertVersion } from "../clients/if-match";
import { findClientTask, lockClient, setClientTaskStatus } from "../tasks/repository";
import {
  CLIENT_ANSWER_FIELDS,
  COMPANY_INFO_ANSWER_FIELDS,
  PLAN_DESIGN_ANSWER_FIELDS,
  pickFields,
} from "./answer-columns";
import {
  existingBenAdminPlatformIds,
  liveLocationIds,
  updateClientAnswers,
  updatePolicyBilling,
  upsertCompanyInfo,
  upsertPlanDesign,
} from "./draft-repository";
import { type EifState, loadEifState } from "./snapshot-repository";
import { assertSubStepsApply } from "./sub-step-guard";

type Issue = { path: string; message: string };

function invalid(errors: Issue[]): AppError {
  return new AppError("VALIDATION_ERROR", 400, errors[0]?.message ?? VALIDATION_MESSAGES.valueNotValid, errors);
}

function durationIssues(answers: EifAnswers, sent: Set<string>): Issue[] {
  const pairs = [
    ["rehireDurationValue", "rehireDurationUnit"],
    ["benefitLookBackValue", "benefitLookBackUnit"],
  ] as const;
  return pairs.flatMap(([valueKey, unitKey]) => {
    if (!sent.has(valueKey) && !sent.has(unitKey)) return [];
    const value = answers[valueKey];
    const unit = answers[unitKey];
    if (value === null || unit === null || isAllowedDuration(value, unit)) return [];
    return [
      {
        path: `body.answers.${sent.has(valueKey) ? valueKey : unitKey}`,
        message: VALIDATION_MESSAGES.durationNotAllowed,
      },
    ];
  });
}

export async function saveDraft(
  db: Database,
  request: FastifyRequest,
  input: { clientId: string; userId: string; patch: EifDraftPatch; expectedVersion: number; isStaff: boolean },
  now: Date,
): Promise<EifState> {
  return db.transaction(async (tx) => {
    const client = await lockClient(tx, input.clientId);
    if (!client || (client.isArchived && !input.isStaff)) throw notFound();
    const before = await loadEifState(tx, input.clientId, { inTransaction: true });
    if (!before) throw notFound();
    assertVersion(before.version, input.expectedVersion);

    const sentAnswers = (input.patch.answers ?? {}) as Partial<EifAnswers>;
    const sentFields = Object.keys(sentAnswers) as EifAnswerField[];
    const merged: EifAnswers = { ...before.answers, ...sentAnswers };
    const policyAnswers = Object.entries(input.patch.policyAnswers ?? {});

    assertSubStepsApply({ answers: merged, policies: before.policies }, [
      ...sentFields.map((field) => ({ path: `body.answers.${field}`, subStep: ANSWER_FIELD_SUB_STEP[field] })),
      ...policyAnswers.map(([policyId]) => ({
        path: `body.policyAnswers.${policyId}`,
        subStep: "billing-preferences" as const,
      })),
    ]);

    const issues: Issue[] = durationIssues(merged, new Set(sentFields));
    const hq = sentAnswers.headquartersLocationId;
    if (hq && !(await liveLocationIds(tx, input.clientId)).has(hq)) {
      issues.push({ path: "body.answers.headquartersLocationId", message: VALIDATION_MESSAGES.valueNotValid });
    }
    const policyIds = new Set(before.policies.map((p) => p.id));
    const platformIds = await existingBenAdminPlatformIds(
      tx,
      policyAnswers.flatMap(([, answers]) => (answers.benAdminPlatformId ? [answers.benAdminPlatformId] : [])),
    );
    for (const [policyId, answers] of policyAnswers) {
      if (!policyIds.has(policyId))
        issues.push({ path: `body.policyAnswers.${policyId}`, message: VALIDATION_MESSAGES.valueNotValid });
      else if (answers.benAdminPlatformId && !platformIds.has(answers.benAdminPlatformId)) {
        issues.push({
          path: `body.policyAnswers.${policyId}.benAdminPlatformId`,
          message: VALIDATION_MESSAGES.valueNotValid,
        });
      }
    }
    if (issues.length > 0) throw invalid(issues);

    const nextVersion = before.version + 1;
    await updateClientAnswers(tx, input.clientId, pickFields(sentAnswers, CLIENT_ANSWER_FIELDS), now);
    await upsertCompanyInfo(
      tx,
      input.clientId,
      pickFields(sentAnswers, COMPANY_INFO_ANSWER_FIELDS),
      nextVersion,
      input.userId,
      now,
    );
    await upsertPlanDesign(tx, input.clientId, pickFields(sentAnswers, PLAN_DESIGN_ANSWER_FIELDS), input.userId, now);
    for (const [policyId, answers] of policyAnswers) await updatePolicyBilling(tx, policyId, answers, now);

    await recordAudit(tx, {
      ...auditActor(request),
      action: "eif.draft.save",
      entity: "Eif",
      entityId: input.clientId,
      clientId: input.clientId,
      ...changedFields(
        { ...pickFields(before.answers, sentFields), policyAnswers: null },
        { ...pickFields(merged, sentFields), policyAnswers: input.patch.policyAnswers ?? null },
      ),
      extra: { version: nextVersion },
    });

    for (const taskId of EIF_FORM_TASK_IDS) {
      const task = await findClientTask(tx, input.clientId, taskId, { forUpdate: true });
      const next = task ? taskStatusOnEifSave(task.status) : null;
      if (task && next) {
        await setClientTaskStatus(tx, task.id, next, now);
        await recordAudit(tx, {
          ...auditActor(request),
          action: "task.status",
          entity: "Task",
          entityId: task.id,
          clientId: input.clientId,
          before: { taskId, status: task.status },
          after: { taskId, status: next },
          extra: { cause: "EIF saved" },
        });
      }
    }

    const after = await loadEifState(tx, input.clientId, { inTransaction: true });
    if (!after) throw notFound();
    return after;
  });
}
