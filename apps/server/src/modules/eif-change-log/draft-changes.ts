/**
 * After signing, a draft save writes change records (decision 022): one per answer whose value changed, entity
 * "client" (an answer of the form) or "policy" (a policy's billing preferences). They are computed from the state the
 * save read (the version guard makes sure nothing came in between) and inserted by the save's own statement.
 */
import type { EifAnswerField, EifAnswers, EifDraftPatch } from "@onboard/domain/eif/eif-answers";
import { attributeChanges, type NewChange } from "@onboard/domain/eif-changes/edit-changes";
import { type Placeholder, type SQL, sql } from "drizzle-orm";
import { changeRecords } from "../../db/schema/index";

/** A change record as the save's statement reads it (snake case: jsonb_to_recordset's columns). */
export interface DraftChange {
  entity: string;
  entity_id: string;
  attribute_key: string;
  value: unknown;
  previous_value: unknown;
}

export const EIF_CHANGE_ENTITIES = { client: "client", policy: "policy" } as const;

export function draftChanges(
  before: { clientId: string; answers: EifAnswers; policies: readonly { id: string }[] },
  patch: EifDraftPatch,
): DraftChange[] {
  const sent = patch.answers ?? {};
  const changes: NewChange[] = attributeChanges(
    EIF_CHANGE_ENTITIES.client,
    before.clientId,
    before.answers as unknown as Record<string, unknown>,
    sent as Record<string, unknown>,
    Object.keys(sent) as EifAnswerField[],
  );
  for (const [policyId, answers] of Object.entries(patch.policyAnswers ?? {})) {
    const policy = before.policies.find((candidate) => candidate.id === policyId);
    if (!policy) continue;
    const sentKeys = Object.entries(answers).flatMap(([key, value]) => (value === undefined ? [] : [key]));
    changes.push(
      ...attributeChanges(
        EIF_CHANGE_ENTITIES.policy,
        policyId,
        policy as unknown as Record<string, unknown>,
        answers as Record<string, unknown>,
        sentKeys,
      ),
    );
  }
  return changes.map((change) => ({
    entity: change.entity,
    entity_id: change.entityId,
    attribute_key: change.attributeKey,
    value: change.value,
    previous_value: change.previousValue,
  }));
}

/** The insert of the save's change records, read from a JSON array (placeholder `changes`). */
export function insertDraftChanges(
  clientId: Placeholder,
  userId: Placeholder,
  nowText: Placeholder,
  changes: Placeholder,
): SQL {
  return sql`
    insert into ${changeRecords} (client_id, entity, entity_id, attribute_key, value, previous_value, created_by_user_id, created_at, updated_at)
    select ${clientId}::uuid, c.entity, c.entity_id, c.attribute_key, c.value, c.previous_value, ${userId}::uuid,
      ${nowText}::timestamptz, ${nowText}::timestamptz
    from jsonb_to_recordset(${changes}::jsonb) as c(entity text, entity_id uuid, attribute_key text, value jsonb, previous_value jsonb)`;
}
