/**
 * A change record (onboarding spec §3): one edit made to the EIF after it was signed, kept for review instead of
 * changing the signed answers. An attribute edit names the attribute; the creation and the deletion of a whole record
 * (a contact, a location, a class…) use the two entity markers below as their attribute key.
 */
import type { CHANGE_STATUSES } from "../clients/enums";

export type ChangeStatus = (typeof CHANGE_STATUSES)[number];

/** The attribute key of a change that creates the record (its value is the new record). */
export const ENTITY_CREATED = "$created";
/** The attribute key of a change that deletes the record (its previous value is the record as it was). */
export const ENTITY_DELETED = "$deleted";

export interface ChangeRecordFacts {
  id: string;
  /** The record's kind, e.g. "client", "contact", "location", "employeeClass", "plan". */
  entity: string;
  entityId: string;
  attributeKey: string;
  value: unknown;
  previousValue: unknown;
  status: ChangeStatus;
  /** ISO 8601; the order in which the edits were made. */
  createdAt: string;
}

export const isEntityMarker = (attributeKey: string) =>
  attributeKey === ENTITY_CREATED || attributeKey === ENTITY_DELETED;
