/**
 * Takes net changes back (a decline, or an undo of the implementation consultant's edits): each record's attributes
 * go back to the values they had before the edits, a creation is deleted, a deletion restored (decision 022).
 */
import { ENTITY_CREATED, ENTITY_DELETED } from "@onboard/domain/eif-changes/change-record";
import type { NetChange } from "@onboard/domain/eif-changes/net-changes";
import type { DbExecutor } from "../../db/executor";
import { type AttributeValues, reverterOf } from "./entity-reverters";

export async function revertChanges(db: DbExecutor, clientId: string, changes: readonly NetChange[], now: Date) {
  const records = new Map<
    string,
    { entity: string; entityId: string; values: AttributeValues; deleted?: boolean; record?: AttributeValues }
  >();
  for (const change of changes) {
    const key = `${change.entity}\u0000${change.entityId}`;
    const record = records.get(key) ?? { entity: change.entity, entityId: change.entityId, values: {} };
    records.set(key, record);
    if (change.attributeKey === ENTITY_CREATED) record.deleted = true;
    else if (change.attributeKey === ENTITY_DELETED) {
      record.deleted = false;
      record.record = change.from as AttributeValues;
    } else record.values[change.attributeKey] = change.from;
  }
  for (const record of records.values()) {
    const reverter = reverterOf(record.entity);
    if (!reverter) throw new Error(`no way to take back a change of a ${record.entity}`);
    // A creation taken back needs no attribute put back: the record goes.
    if (record.deleted === true) {
      await reverter.setDeleted(db, clientId, record.entityId, { deleted: true, record: null }, now);
      continue;
    }
    if (record.deleted === false) {
      await reverter.setDeleted(db, clientId, record.entityId, { deleted: false, record: record.record ?? null }, now);
    }
    if (Object.keys(record.values).length > 0) {
      await reverter.setAttributes(db, clientId, record.entityId, record.values, now);
    }
  }
}
