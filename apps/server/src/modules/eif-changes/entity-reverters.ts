/**
 * How a declined or undone change is taken back, per kind of record (decision 022): an attribute goes back to the
 * value it had before the edits, a creation is deleted, a deletion is restored. The attributes are those of the
 * record's API shape, as its use case audits it. Each write also moves the record's version on (where it has one), so
 * a form still open on the old values gets 412 and reloads.
 */

import type { Contact, ContactBody, LocationBody } from "@onboard/domain/eif/eif-resource-schemas";
import type { ChangeEntity } from "@onboard/domain/eif-changes/change-entities";
import { and, eq, getTableColumns, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { DbExecutor } from "../../db/executor";
import {
  bills,
  clientPlanDesigns,
  clients,
  contacts,
  eifCompanyInfo,
  employeeClasses,
  locations,
  monthlyClaimsReportMailingLocations,
  plans,
  policies,
  subsidiaries,
} from "../../db/schema/index";
import {
  CLIENT_ANSWER_FIELDS,
  COMPANY_INFO_ANSWER_FIELDS,
  PLAN_DESIGN_ANSWER_FIELDS,
  pickFields,
  presentLocation,
  updateLocation,
} from "../eif/index";
import {
  billValues,
  contactValues,
  contactWithLocations,
  managedLocationIdsToKeep,
  presentBills,
  replaceGroupedLocations,
  replaceManagedLocations,
  updateBillRow,
  updateContactRow,
} from "../eif-resources/index";
import { type ClassPlanValues, replaceClassPlans, updateClass } from "../employee-classes/index";

export type AttributeValues = Record<string, unknown>;

export interface EntityReverter {
  /** Sets the attributes to the values given. */
  setAttributes(db: DbExecutor, clientId: string, entityId: string, values: AttributeValues, now: Date): Promise<void>;
  /** Takes back the record's creation (`deleted`), or its deletion (`record`: the record as it was). */
  setDeleted(
    db: DbExecutor,
    clientId: string,
    entityId: string,
    change: { deleted: boolean; record: AttributeValues | null },
    now: Date,
  ): Promise<void>;
}

const bumpDraft = (db: DbExecutor, clientId: string, now: Date) =>
  db
    .update(eifCompanyInfo)
    .set({ version: sql`${eifCompanyInfo.version} + 1`, updatedAt: now })
    .where(eq(eifCompanyInfo.clientId, clientId));

const nothingToDelete = async () => {};

const clientAnswers: EntityReverter = {
  async setAttributes(db, clientId, _entityId, values, now) {
    const info = pickFields(values, COMPANY_INFO_ANSWER_FIELDS) as Partial<typeof eifCompanyInfo.$inferInsert>;
    const client = pickFields(values, CLIENT_ANSWER_FIELDS) as Partial<typeof clients.$inferInsert>;
    const design = pickFields(values, PLAN_DESIGN_ANSWER_FIELDS) as Partial<typeof clientPlanDesigns.$inferInsert>;
    await db
      .update(eifCompanyInfo)
      .set({ ...info, version: sql`${eifCompanyInfo.version} + 1`, updatedAt: now })
      .where(eq(eifCompanyInfo.clientId, clientId));
    if (Object.keys(client).length > 0) {
      await db
        .update(clients)
        .set({ ...client, updatedAt: now })
        .where(eq(clients.id, clientId));
    }
    if (Object.keys(design).length > 0) {
      await db
        .update(clientPlanDesigns)
        .set({ ...design, version: sql`${clientPlanDesigns.version} + 1`, updatedAt: now })
        .where(eq(clientPlanDesigns.clientId, clientId));
    }
  },
  setDeleted: nothingToDelete,
};

const policyBilling: EntityReverter = {
  async setAttributes(db, clientId, policyId, values, now) {
    await db
      .update(policies)
      .set({ ...values, updatedAt: now })
      .where(and(eq(policies.id, policyId), eq(policies.clientId, clientId)));
    // The draft's version covers the policies' billing answers too.
    await bumpDraft(db, clientId, now);
  },
  setDeleted: nothingToDelete,
};

type ClientTable = PgTable & { id: unknown; clientId: unknown };
const BOOKKEEPING = new Set(["id", "clientId", "version", "createdAt", "updatedAt", "deletedAt"]);

/**
 * A record whose API shape is its columns (a subsidiary, a mailing location, a plan's answers): attributes are set
 * as they are; a creation is taken back by a soft delete (or a delete, for a table that keeps no deleted rows), a
 * deletion by clearing deleted_at (or inserting the record again).
 */
function columnReverter(table: ClientTable): EntityReverter {
  const columns = getTableColumns(table);
  const where = (clientId: string, id: string) =>
    and(eq(columns.id as never, id), eq(columns.clientId as never, clientId));
  const stamps = (now: Date) => ({
    ...("updatedAt" in columns && { updatedAt: now }),
    ...("version" in columns && { version: sql`${columns.version} + 1` }),
  });
  // Only the record's own columns are ever set back, never its identity or bookkeeping.
  const settable = (values: AttributeValues) =>
    Object.fromEntries(Object.entries(values).filter(([key]) => key in columns && !BOOKKEEPING.has(key)));
  return {
    async setAttributes(db, clientId, id, values, now) {
      const own = settable(values);
      if (Object.keys(own).length === 0) return;
      await db
        .update(table)
        .set({ ...own, ...stamps(now) } as never)
        .where(where(clientId, id));
    },
    async setDeleted(db, clientId, id, { deleted, record }, now) {
      if ("deletedAt" in columns) {
        await db
          .update(table)
          .set({ deletedAt: deleted ? now : null, ...stamps(now) } as never)
          .where(where(clientId, id));
      } else if (deleted) {
        await db.delete(table).where(where(clientId, id));
      } else if (record) {
        await db
          .insert(table)
          .values({ ...settable(record), id, clientId } as never)
          .onConflictDoNothing();
      }
    },
  };
}

const location: EntityReverter = {
  async setAttributes(db, clientId, locationId, values, now) {
    const [row] = await db
      .select()
      .from(locations)
      .where(and(eq(locations.id, locationId), eq(locations.clientId, clientId)))
      .for("update");
    if (!row) return;
    const { id: _id, version: _version, ...current } = presentLocation(row);
    await updateLocation(db, locationId, { ...current, ...values } as LocationBody, now);
  },
  setDeleted: columnReverter(locations).setDeleted,
};

const contact: EntityReverter = {
  async setAttributes(db, clientId, contactId, values, now) {
    const [row] = await db
      .select()
      .from(contacts)
      .where(and(eq(contacts.id, contactId), eq(contacts.clientId, clientId)))
      .for("update");
    if (!row) return;
    const { id: _id, version: _version, ...current } = await contactWithLocations(db, row);
    const body = { ...current, ...values } as Omit<Contact, "id" | "version"> as ContactBody;
    await updateContactRow(db, contactId, contactValues(body), now);
    await replaceManagedLocations(db, contactId, managedLocationIdsToKeep(body));
  },
  setDeleted: columnReverter(contacts).setDeleted,
};

const bill: EntityReverter = {
  async setAttributes(db, clientId, billId, values, now) {
    const rows = await db
      .select()
      .from(bills)
      .where(and(eq(bills.id, billId), eq(bills.clientId, clientId)))
      .for("update");
    const [current] = await presentBills(db, rows);
    if (!current) return;
    const merged = { ...current, ...values } as typeof current;
    await updateBillRow(db, billId, billValues(merged), now);
    await replaceGroupedLocations(db, billId, merged.groupedLocationIds);
  },
  setDeleted: columnReverter(bills).setDeleted,
};

const classColumns = columnReverter(employeeClasses);

/** A class's own columns, and its plans (with their waiting periods and contributions) as one attribute. */
const employeeClass: EntityReverter = {
  async setAttributes(db, clientId, classId, values, now) {
    const { plans: classPlans, ...own } = values;
    await classColumns.setAttributes(db, clientId, classId, own, now);
    if (!Array.isArray(classPlans)) return;
    const [row] = await db
      .select({ id: employeeClasses.id })
      .from(employeeClasses)
      .where(and(eq(employeeClasses.id, classId), eq(employeeClasses.clientId, clientId)))
      .for("update");
    if (!row) return;
    await replaceClassPlans(db, clientId, classId, classPlans as ClassPlanValues[]);
    await updateClass(db, classId, {}, now);
  },
  setDeleted: classColumns.setDeleted,
};

export const ENTITY_REVERTERS = {
  client: clientAnswers,
  policy: policyBilling,
  location,
  contact,
  bill,
  subsidiary: columnReverter(subsidiaries),
  mailingLocation: columnReverter(monthlyClaimsReportMailingLocations),
  plan: columnReverter(plans),
  employeeClass,
} satisfies Record<ChangeEntity, EntityReverter>;

export const reverterOf = (entity: string): EntityReverter | undefined =>
  (ENTITY_REVERTERS as Record<string, EntityReverter>)[entity];
