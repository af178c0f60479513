/** Client locations, subsidiaries and monthly-claims-report mailing locations (onboarding spec §3). */
import { relations, sql } from "drizzle-orm";
import { index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { billGroupedLocations, bills } from "./billing";
import { clients } from "./clients";
import { softDelete, timestamps, versioned } from "./columns";
import { contactManagedLocations, contacts } from "./contacts";
import { locationTypeEnum, usStateEnum } from "./enums";
import { policies } from "./policies";

export const locations = pgTable(
  "locations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    address1: text("address1").notNull(),
    address2: text("address2"),
    city: text("city").notNull(),
    state: usStateEnum("state").notNull(),
    zipCode: text("zip_code").notNull(),
    locationType: locationTypeEnum("location_type").notNull().default("HEADQUARTERS"),
    ...versioned,
    ...timestamps,
    ...softDelete,
  },
  (t) => [index("locations_client_id_idx").on(t.clientId), index("locations_name_idx").on(sql`lower(${t.name})`)],
);

export const subsidiaries = pgTable(
  "subsidiaries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    locationId: uuid("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    taxId: text("tax_id"),
    ...timestamps,
    ...softDelete,
  },
  (t) => [index("subsidiaries_client_id_idx").on(t.clientId), index("subsidiaries_location_id_idx").on(t.locationId)],
);

/** Where a policy's monthly claims report is mailed, and to whom. */
export const monthlyClaimsReportMailingLocations = pgTable(
  "monthly_claims_report_mailing_locations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    policyId: uuid("policy_id").references(() => policies.id, { onDelete: "cascade" }),
    locationId: uuid("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    contactId: uuid("contact_id").references(() => contacts.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    index("mcr_mailing_locations_client_id_idx").on(t.clientId),
    index("mcr_mailing_locations_policy_id_idx").on(t.policyId),
    index("mcr_mailing_locations_location_id_idx").on(t.locationId),
    index("mcr_mailing_locations_contact_id_idx").on(t.contactId),
  ],
);

export const locationsRelations = relations(locations, ({ one, many }) => ({
  client: one(clients, { fields: [locations.clientId], references: [clients.id] }),
  contacts: many(contacts, { relationName: "contactLocation" }),
  managingContacts: many(contactManagedLocations),
  subsidiaries: many(subsidiaries),
  bills: many(bills),
  billGroups: many(billGroupedLocations),
  monthlyClaimsReportMailings: many(monthlyClaimsReportMailingLocations),
}));

export const subsidiariesRelations = relations(subsidiaries, ({ one }) => ({
  client: one(clients, { fields: [subsidiaries.clientId], references: [clients.id] }),
  location: one(locations, { fields: [subsidiaries.locationId], references: [locations.id] }),
}));

export const monthlyClaimsReportMailingLocationsRelations = relations(
  monthlyClaimsReportMailingLocations,
  ({ one }) => ({
    client: one(clients, { fields: [monthlyClaimsReportMailingLocations.clientId], references: [clients.id] }),
    policy: one(policies, { fields: [monthlyClaimsReportMailingLocations.policyId], references: [policies.id] }),
    location: one(locations, {
      fields: [monthlyClaimsReportMailingLocations.locationId],
      references: [locations.id],
    }),
    contact: one(contacts, {
      fields: [monthlyClaimsReportMailingLocations.contactId],
      references: [contacts.id],
    }),
  }),
);
