/** Internal client setup (onboarding spec §3 "client setup" and §4 "Client setup steps"). */
import { relations } from "drizzle-orm";
import { index, jsonb, pgTable, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { clients } from "./clients";
import { timestamps, timestampTz, versioned } from "./columns";
import { clientSetupStepEnum } from "./enums";
import { users } from "./users";

/** The e-signature envelope prepared during setup. */
export type ESignatureEnvelope = {
  templateIds: string[];
  signerName?: string;
  signerEmail?: string;
  envelopeId?: string | null;
};

/** Company information configured or imported (e.g. from QPS) to prefill the EIF. */
export type CompanyInfoPrefill = Record<string, string | number | boolean | null>;

export const clientSetups = pgTable(
  "client_setups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    brokerUserId: uuid("broker_user_id").references(() => users.id, { onDelete: "set null" }),
    benAdminUserId: uuid("ben_admin_user_id").references(() => users.id, { onDelete: "set null" }),
    eSignatureEnvelope: jsonb("e_signature_envelope").$type<ESignatureEnvelope>(),
    configCompanyInfo: jsonb("config_company_info").$type<CompanyInfoPrefill>(),
    configCompanyInfoUpdatedAt: timestampTz("config_company_info_updated_at"),
    configCompanyInfoMarkedAsCompleteAt: timestampTz("config_company_info_marked_as_complete_at"),
    importCompanyInfo: jsonb("import_company_info").$type<CompanyInfoPrefill>(),
    importCompanyInfoUpdatedAt: timestampTz("import_company_info_updated_at"),
    importCompanyInfoMarkedAsCompleteAt: timestampTz("import_company_info_marked_as_complete_at"),
    ...versioned,
    ...timestamps,
  },
  (t) => [
    uniqueIndex("client_setups_client_id_key").on(t.clientId),
    index("client_setups_broker_user_id_idx").on(t.brokerUserId),
    index("client_setups_ben_admin_user_id_idx").on(t.benAdminUserId),
  ],
);

/** Completed setup steps; a step with no row is still to do. */
export const clientSetupSteps = pgTable(
  "client_setup_steps",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientSetupId: uuid("client_setup_id")
      .notNull()
      .references(() => clientSetups.id, { onDelete: "cascade" }),
    step: clientSetupStepEnum("step").notNull(),
    completedAt: timestampTz("completed_at").notNull().defaultNow(),
    completedByUserId: uuid("completed_by_user_id").references(() => users.id, { onDelete: "set null" }),
    /** What the step recorded (e.g. the broker added, the template chosen, the tracker ticket), shown on the client page. */
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("client_setup_steps_setup_id_step_key").on(t.clientSetupId, t.step),
    index("client_setup_steps_completed_by_user_id_idx").on(t.completedByUserId),
  ],
);

export const clientSetupsRelations = relations(clientSetups, ({ one, many }) => ({
  client: one(clients, { fields: [clientSetups.clientId], references: [clients.id] }),
  broker: one(users, { fields: [clientSetups.brokerUserId], references: [users.id] }),
  benAdmin: one(users, { fields: [clientSetups.benAdminUserId], references: [users.id] }),
  steps: many(clientSetupSteps),
}));

export const clientSetupStepsRelations = relations(clientSetupSteps, ({ one }) => ({
  clientSetup: one(clientSetups, { fields: [clientSetupSteps.clientSetupId], references: [clientSetups.id] }),
  completedBy: one(users, { fields: [clientSetupSteps.completedByUserId], references: [users.id] }),
}));
