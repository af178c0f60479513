/**
 * PATCH /api/clients/:clientId/draft: saves part of the EIF's answers (the form autosaves as the person types).
 * The state is read first (five queries on the pool); the save must start from the current version (412 otherwise),
 * every field's sub-step must apply once the patch is applied (400 naming each field otherwise), and the ids it names
 * must be the client's. Then, in one statement (write-draft.ts), the version moves on only if it is still the one read
 * (a conditional update, so that two saves from the same version cannot both land), the client, company-information
 * and plan-design rows and the policies' billing preferences are written, the save is audited, and the form's tasks
 * move to In Progress on the first save; after signing, each changed answer is also a change record (decision 022).
 * The answer is the state as saved.
 */
import {
  ANSWER_FIELD_SUB_STEP,
  durationIssues,
  type EifAnswerField,
  type EifAnswers,
  type EifDraftPatch,
} from "@onboard/domain/eif/eif-answers";
import { EIF_FORM_TASK_IDS } from "@onboard/domain/eif/eif-steps";
import { EIF_SAVE_MOVES_FROM, EIF_SAVE_MOVES_TO } from "@onboard/domain/eif/eif-task-status";
import type { AuthenticatedUser } from "@onboard/domain/users/authenticated-user";
import { VALIDATION_MESSAGES } from "@onboard/domain/validation/messages";
import { type Actor, auditActor } from "../../core/actor";
import { assertVersion } from "../../db/assert-version";
import type { Database } from "../../db/client";
import { AppError, preconditionFailed } from "../../errors/app-error";
import { type AuditEntry, changedFields } from "../audit/index";
import { draftChanges } from "../eif-change-log/index";
import {
  CLIENT_ANSWER_FIELDS,
  COMPANY_INFO_ANSWER_FIELDS,
  PLAN_DESIGN_ANSWER_FIELDS,
  pickFields,
} from "./answer-columns";
import { existingBenAdminPlatformIds } from "./draft-repository";
import { assertVisible } from "./eif-access";
import { type EifState, loadEifState } from "./snapshot-repository";
import { assertSubStepsApply } from "./sub-step-guard";
import { writeDraft } from "./write-draft";

type Issue = { path: string; message: string };

function invalid(errors: Issue[]): AppError {
  return new AppError("VALIDATION_ERROR", 400, errors[0]?.message ?? VALIDATION_MESSAGES.valueNotValid, errors);
}

/** The ids the patch names must be the client's: the headquarters location, the policies, the platforms. */
async function referenceIssues(db: Database, state: EifState, patch: EifDraftPatch): Promise<Issue[]> {
  const issues: Issue[] = [];
  const hq = patch.answers?.headquartersLocationId;
  if (hq && !state.locations.some((location) => location.id === hq)) {
    issues.push({ path: "body.answers.headquartersLocationId", message: VALIDATION_MESSAGES.valueNotValid });
  }
  const policyAnswers = Object.entries(patch.policyAnswers ?? {});
  const platformIds = await existingBenAdminPlatformIds(
    db,
    policyAnswers.flatMap(([, answers]) => (answers.benAdminPlatformId ? [answers.benAdminPlatformId] : [])),
  );
  for (const [policyId, answers] of policyAnswers) {
    if (!state.policies.some((policy) => policy.id === policyId)) {
      issues.push({ path: `body.policyAnswers.${policyId}`, message: VALIDATION_MESSAGES.valueNotValid });
    } else if (answers.benAdminPlatformId && !platformIds.has(answers.benAdminPlatformId)) {
      issues.push({
        path: `body.policyAnswers.${policyId}.benAdminPlatformId`,
        message: VALIDATION_MESSAGES.valueNotValid,
      });
    }
  }
  return issues;
}

export async function saveDraft(
  db: Database,
  actor: Actor,
  input: { clientId: string; user: AuthenticatedUser; patch: EifDraftPatch; expectedVersion: number },
  now: Date,
): Promise<EifState> {
  const before = assertVisible(input.user, await loadEifState(db, input.clientId));
  assertVersion(before.version, input.expectedVersion);
  const userId = input.user.id;

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
  const issues = [
    ...durationIssues(merged, new Set(sentFields)).map(({ field, message }) => ({
      path: `body.answers.${field}`,
      message,
    })),
    ...(await referenceIssues(db, before, input.patch)),
  ];
  if (issues.length > 0) throw invalid(issues);

  const companyInfo = pickFields(sentAnswers, COMPANY_INFO_ANSWER_FIELDS);
  const clientFields = pickFields(sentAnswers, CLIENT_ANSWER_FIELDS);
  const designFields = pickFields(sentAnswers, PLAN_DESIGN_ANSWER_FIELDS);
  const draftAudit: AuditEntry = {
    ...auditActor(actor),
    action: "eif.draft.save",
    entity: "Eif",
    entityId: input.clientId,
    clientId: input.clientId,
    ...changedFields(
      { ...pickFields(before.answers, sentFields), policyAnswers: null },
      { ...pickFields(merged, sentFields), policyAnswers: input.patch.policyAnswers ?? null },
    ),
    extra: { version: input.expectedVersion + 1 },
  };

  const written = await writeDraft(
    db,
    {
      clientId: input.clientId,
      userId,
      expectedVersion: input.expectedVersion,
      companyInfo,
      clientFields,
      designFields,
      policyAnswers,
      audit: draftAudit,
      changes: before.eifSignedAt ? draftChanges(before, input.patch) : [],
      // Only while a task of the form has not started: after the first save there is nothing to move.
      startTasks: before.hasUnstartedFormTask
        ? {
            taskIds: EIF_FORM_TASK_IDS,
            from: EIF_SAVE_MOVES_FROM,
            to: EIF_SAVE_MOVES_TO,
            cause: "EIF saved",
            ...auditActor(actor),
          }
        : null,
    },
    now,
  );
  if (!written) throw preconditionFailed();

  const policyPatch = new Map(policyAnswers);
  return {
    ...before,
    version: input.expectedVersion + 1,
    updatedAt: now,
    hasUnstartedFormTask: false,
    answers: merged,
    policies: before.policies.map((policy) => {
      const answers = policyPatch.get(policy.id);
      if (!answers) return policy;
      const defined = Object.fromEntries(Object.entries(answers).filter(([, value]) => value !== undefined));
      return { ...policy, ...defined };
    }),
  };
}
