/**
 * The net change of the EIF's post-signature edits (onboarding spec §4 "Net change logic"): what a reviewer and the
 * summary show once a record's edits are taken together. Decision 019 says how each rule is read.
 *
 * 1. A pending create followed by a pending delete cancels out.
 * 2. An accepted create followed by a pending delete shows the remaining non-accepted changes.
 * 3. An accepted create plus an accepted delete leaves only the deletion.
 * 4. A declined create and delete cancel.
 * 5. A change equal to its previous value is ignored.
 * 6. Changes undone after the last acceptance or signature, and not ready for review, mark a reset state.
 *
 * Edits are taken in the order they were made (createdAt, then id), per record and attribute: histories that differ
 * only in how the edits of different records or attributes interleave have the same net change.
 */
import {
  type ChangeRecordFacts,
  type ChangeStatus,
  ENTITY_CREATED,
  ENTITY_DELETED,
  isEntityMarker,
} from "./change-record";
import { sameValue } from "./same-value";

export interface NetChange {
  entity: string;
  entityId: string;
  attributeKey: string;
  from: unknown;
  to: unknown;
  status: ChangeStatus;
  /** The change records it stands for, in the order they were made. */
  changeIds: string[];
}

/** The client's review marks (spec §3 "change-review fields"), ISO 8601 or null. */
export interface ChangeReviewMarks {
  eifSignedAt: string | null;
  changesAcceptedAt: string | null;
  changesUndoneAt: string | null;
  readyForReviewAt: string | null;
}

export interface NetChangeResult {
  changes: NetChange[];
  /** Rule 6: edits were undone after the last acceptance or signature, and not sent for review since. */
  reset: boolean;
}

const byTime = (a: ChangeRecordFacts, b: ChangeRecordFacts) =>
  a.createdAt === b.createdAt ? (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) : a.createdAt < b.createdAt ? -1 : 1;

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

const single = (change: ChangeRecordFacts): NetChange => ({
  entity: change.entity,
  entityId: change.entityId,
  attributeKey: change.attributeKey,
  from: change.previousValue,
  to: change.value,
  status: change.status,
  changeIds: [change.id],
});

/** One attribute's edits (in order) as one net change, or null when they come to nothing (rule 5). */
function netAttribute(edits: ChangeRecordFacts[], onlyNonAccepted: boolean): NetChange | null {
  const lastAccepted = edits.findLastIndex((edit) => edit.status === "accepted");
  const open = edits.slice(lastAccepted + 1);
  const pending = open.filter((edit) => edit.status === "pending");
  const declined = open.filter((edit) => edit.status === "declined");
  const accepted = edits.slice(0, lastAccepted + 1).filter((edit) => edit.status === "accepted");
  const [picked, status]: [ChangeRecordFacts[], ChangeStatus] =
    pending.length > 0
      ? [pending, "pending"]
      : declined.length > 0
        ? [declined.slice(-1), "declined"]
        : [onlyNonAccepted ? [] : accepted, "accepted"];
  const first = picked[0];
  const last = picked.at(-1);
  if (!first || !last || sameValue(first.previousValue, last.value)) return null;
  return {
    ...single(first),
    to: last.value,
    status,
    changeIds: picked.map((edit) => edit.id),
  };
}

function netAttributes(edits: ChangeRecordFacts[], onlyNonAccepted: boolean): NetChange[] {
  const attributes = groupBy(
    // Rule 5: an edit to the value it had is no edit.
    edits.filter((edit) => !isEntityMarker(edit.attributeKey) && !sameValue(edit.value, edit.previousValue)),
    (edit) => edit.attributeKey,
  );
  return [...attributes.values()].flatMap((list) => netAttribute(list, onlyNonAccepted) ?? []);
}

/** One record's edits (in order) as its net changes. */
function netRecord(edits: ChangeRecordFacts[]): NetChange[] {
  const created = edits.findLast((edit) => edit.attributeKey === ENTITY_CREATED);
  // A declined deletion did not happen.
  const deleted = edits.findLast((edit) => edit.attributeKey === ENTITY_DELETED && edit.status !== "declined");
  if (created && deleted) {
    if (created.status === "declined") return []; // rule 4
    if (created.status === "pending") return []; // rule 1: the record never reached the signed answers
    if (deleted.status === "accepted") return [single(deleted)]; // rule 3
    return [single(deleted), ...netAttributes(edits, true)]; // rule 2
  }
  if (deleted) return [single(deleted)];
  const attributes = netAttributes(edits, false);
  if (created) return created.status === "declined" ? [] : [single(created), ...attributes];
  return attributes;
}

const latest = (...times: (string | null)[]) =>
  times.reduce<string | null>((max, time) => (time !== null && (max === null || time > max) ? time : max), null);

/** Rule 6. */
export function isResetState(marks: ChangeReviewMarks): boolean {
  const undone = marks.changesUndoneAt;
  if (undone === null) return false;
  const settled = latest(marks.changesAcceptedAt, marks.eifSignedAt);
  const undoneSinceSettled = settled === null || undone > settled;
  const readySinceUndone = marks.readyForReviewAt !== null && marks.readyForReviewAt > undone;
  return undoneSinceSettled && !readySinceUndone;
}

export function netChanges(changes: readonly ChangeRecordFacts[], marks: ChangeReviewMarks): NetChangeResult {
  const ordered = [...changes].sort(byTime);
  const records = groupBy(ordered, (change) => `${change.entity}\u0000${change.entityId}`);
  const net = [...records.values()].flatMap(netRecord);
  // A stable order that does not depend on how the records' edits interleaved: by record, then attribute.
  net.sort((a, b) =>
    a.entity !== b.entity
      ? a.entity < b.entity
        ? -1
        : 1
      : a.entityId !== b.entityId
        ? a.entityId < b.entityId
          ? -1
          : 1
        : a.attributeKey < b.attributeKey
          ? -1
          : a.attributeKey > b.attributeKey
            ? 1
            : 0,
  );
  return { changes: net, reset: isResetState(marks) };
}
