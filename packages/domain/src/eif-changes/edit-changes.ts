/**
 * The change records an edit after signing makes (decision 022): one per attribute whose value changed (rule 5: an
 * edit to the same value makes none), `$created` with the new record for a creation, `$deleted` with the record as it
 * was for a deletion.
 */
import { ENTITY_CREATED, ENTITY_DELETED } from "./change-record";
import { sameValue } from "./same-value";

/** A change record about to be written (its id, status and time come from the database). */
export interface NewChange {
  entity: string;
  entityId: string;
  attributeKey: string;
  value: unknown;
  previousValue: unknown;
}

type Attributes = Record<string, unknown>;

/** The attributes of `after` (only the keys given, or all of them) that differ from `before`. */
export function attributeChanges(
  entity: string,
  entityId: string,
  before: Attributes,
  after: Attributes,
  keys: readonly string[] = Object.keys(after),
): NewChange[] {
  return keys.flatMap((attributeKey) => {
    const previousValue = before[attributeKey] ?? null;
    const value = after[attributeKey] ?? null;
    return sameValue(previousValue, value) ? [] : [{ entity, entityId, attributeKey, value, previousValue }];
  });
}

/** The changes of one record's edit: created (no before), deleted (no after) or edited. */
export function editChanges(
  entity: string,
  entityId: string,
  before: Attributes | null,
  after: Attributes | null,
): NewChange[] {
  if (!before && !after) return [];
  if (!before) return [{ entity, entityId, attributeKey: ENTITY_CREATED, value: after, previousValue: null }];
  if (!after) return [{ entity, entityId, attributeKey: ENTITY_DELETED, value: null, previousValue: before }];
  return attributeChanges(entity, entityId, before, after, [
    ...new Set([...Object.keys(before), ...Object.keys(after)]),
  ]);
}
