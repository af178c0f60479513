/** Bills: how a client's premium bill is split across contacts and locations (onboarding spec §3 "Bill"). */
import { relations } from "drizzle-orm";
import { index, jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { clients } from "./clients";
import { softDelete, timestamps } from "./columns";
import { contacts } from "./contacts";
import { locations } from "./locations";
import { policies } from "./policies";

/** Employee categories billed on this bill, per location id. */
export type BillCategoriesByLocation = { locationId: string; categories: string[] }[];

export const bills = pgTable(
  "bills",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    /** Null when the bill covers every policy of the client. */
    policyId: uuid("policy_id").references(() => policies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    contactId: uuid("contact_id").references(() => contacts.id, { onDelete: "set null" }),
    locationId: uuid("location_id").references(() => locations.id, { onDelete: "set null" }),
    categoriesByLocation: jsonb("categories_by_location").$type<BillCategoriesByLocation>().notNull().default([]),
    ...timestamps,
    ...softDelete,
  },
  (t) => [
    index("bills_client_id_idx").on(t.clientId),
    index("bills_policy_id_idx").on(t.policyId),
    index("bills_contact_id_idx").on(t.contactId),
    index("bills_location_id_idx").on(t.locationId),
  ],
);

/** Further locations grouped onto a bill besides its own. */
export const billGroupedLocations = pgTable(
  "bill_grouped_locations",
  {
    billId: uuid("bill_id")
      .notNull()
      .references(() => bills.id, { onDelete: "cascade" }),
    locationId: uuid("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.billId, t.locationId] }),
    index("bill_grouped_locations_location_id_idx").on(t.locationId),
  ],
);

export const billsRelations = relations(bills, ({ one, many }) => ({
  client: one(clients, { fields: [bills.clientId], references: [clients.id] }),
  policy: one(policies, { fields: [bills.policyId], references: [policies.id] }),
  contact: one(contacts, { fields: [bills.contactId], references: [contacts.id] }),
  location: one(locations, { fields: [bills.locationId], references: [locations.id] }),
  groupedLocations: many(billGroupedLocations),
}));

export const billGroupedLocationsRelations = relations(billGroupedLocations, ({ one }) => ({
  bill: one(bills, { fields: [billGroupedLocations.billId], references: [bills.id] }),
  location: one(locations, { fields: [billGroupedLocations.locationId], references: [locations.id] }),
}));
