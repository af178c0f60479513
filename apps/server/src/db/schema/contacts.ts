/** Client contacts and the locations they manage: onboarding spec §3 "Contact". */
import { relations, sql } from "drizzle-orm";
import { boolean, index, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { clients } from "./clients";
import { softDelete, timestamps, versioned } from "./columns";
import { contactTypeEnum, locationManagementTypeEnum, usStateEnum } from "./enums";
import { locations } from "./locations";

export const contacts = pgTable(
  "contacts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email"),
    title: text("title"),
    phoneNumber: text("phone_number"),
    faxNumber: text("fax_number"),
    address1: text("address1"),
    address2: text("address2"),
    city: text("city"),
    state: usStateEnum("state"),
    zipCode: text("zip_code"),
    /** Null for a general contact. */
    type: contactTypeEnum("type"),
    locationId: uuid("location_id").references(() => locations.id, { onDelete: "set null" }),
    claimsAccess: boolean("claims_access").notNull().default(false),
    billingAccess: boolean("billing_access").notNull().default(false),
    paymentsAccess: boolean("payments_access").notNull().default(false),
    documentsAccess: boolean("documents_access").notNull().default(false),
    memberChangesAccess: boolean("member_changes_access").notNull().default(false),
    locationManagementType: locationManagementTypeEnum("location_management_type").notNull().default("ALL"),
    ...versioned,
    ...timestamps,
    ...softDelete,
  },
  (t) => [
    index("contacts_client_id_idx").on(t.clientId),
    index("contacts_location_id_idx").on(t.locationId),
    index("contacts_type_idx").on(t.clientId, t.type),
    index("contacts_email_idx").on(sql`lower(${t.email})`),
  ],
);

/** Locations a LIMITED contact manages. */
export const contactManagedLocations = pgTable(
  "contact_managed_locations",
  {
    contactId: uuid("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    locationId: uuid("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.contactId, t.locationId] }),
    index("contact_managed_locations_location_id_idx").on(t.locationId),
  ],
);

export const contactsRelations = relations(contacts, ({ one, many }) => ({
  client: one(clients, { fields: [contacts.clientId], references: [clients.id], relationName: "clientContacts" }),
  location: one(locations, {
    fields: [contacts.locationId],
    references: [locations.id],
    relationName: "contactLocation",
  }),
  managedLocations: many(contactManagedLocations),
}));

export const contactManagedLocationsRelations = relations(contactManagedLocations, ({ one }) => ({
  contact: one(contacts, { fields: [contactManagedLocations.contactId], references: [contacts.id] }),
  location: one(locations, { fields: [contactManagedLocations.locationId], references: [locations.id] }),
}));
