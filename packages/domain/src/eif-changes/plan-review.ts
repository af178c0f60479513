/**
 * Which net changes a review accepts and declines (decision 022). The reviewer names change ids (a net change's
 * `changeIds`); naming any of them decides the whole net change. Declining a record's creation declines every change
 * of that record, whatever else was chosen for them. Ids that are not of a change waiting for review are reported.
 */
import { ENTITY_CREATED } from "./change-record";
import type { NetChange } from "./net-changes";

export interface ReviewPlan {
  accepted: NetChange[];
  declined: NetChange[];
  /** Ids named that no pending change has: already reviewed, undone, or not this client's. */
  unknownIds: string[];
}

const recordKey = (change: NetChange) => `${change.entity}\u0000${change.entityId}`;

export function planReview(
  net: readonly NetChange[],
  accept: readonly string[],
  decline: readonly string[],
): ReviewPlan {
  const pending = net.filter((change) => change.status === "pending");
  const byId = new Map(pending.flatMap((change) => change.changeIds.map((id) => [id, change] as const)));
  const pick = (ids: readonly string[]) => new Set(ids.flatMap((id) => byId.get(id) ?? []));
  const unknownIds = [...accept, ...decline].filter((id) => !byId.has(id));
  const declined = pick(decline);
  const uncreated = new Set([...declined].filter((change) => change.attributeKey === ENTITY_CREATED).map(recordKey));
  for (const change of pending) if (uncreated.has(recordKey(change))) declined.add(change);
  const accepted = [...pick(accept)].filter((change) => !declined.has(change));
  return { accepted, declined: pending.filter((change) => declined.has(change)), unknownIds };
}
