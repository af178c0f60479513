/** E-signed onboarding forms and their signing recipients (onboarding spec §3 "Onboarding form", "Signing recipient"). */
import { relations, sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { clients } from "./clients";
import { timestamps, timestampTz } from "./columns";
import { documents } from "./documents";
import { onboardingFormStatusEnum, signingRecipientRoleEnum } from "./enums";
import { policies } from "./policies";
import { users } from "./users";

/** E-signature envelope metadata as last synced from the e-sign provider. */
export type OnboardingFormMetadata = {
  templateName?: string;
  recipients: { recipientId: string; lastActionAt: string | null }[];
  [key: string]: unknown;
};

export const onboardingForms = pgTable(
  "onboarding_forms",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    policyId: uuid("policy_id").references(() => policies.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    templateId: text("template_id"),
    /** The e-sign provider's envelope id. */
    envelopeId: text("envelope_id"),
    status: onboardingFormStatusEnum("status").notNull().default("CREATED"),
    /** True between a signing action and the provider's webhook; the hub polls every 6 s meanwhile. */
    waitingForWebhook: boolean("waiting_for_webhook").notNull().default(false),
    /** The last e-sign webhook event applied (its per-envelope seq): events apply in order, each once. */
    lastEventSeq: integer("last_event_seq").notNull().default(0),
    /**
     * The envelope's last event seq as the portal's latest action left it: the form waits for the webhook until
     * `last_event_seq` reaches it (an action may append several events, e.g. the last signature: signed, completed).
     */
    awaitedEventSeq: integer("awaited_event_seq").notNull().default(0),
    reminderIntervalDays: integer("reminder_interval_days").notNull().default(3),
    expiresAt: timestampTz("expires_at"),
    /** Voided because it expired (the service's `expired` event). */
    expired: boolean("expired").notNull().default(false),
    metadata: jsonb("metadata").$type<OnboardingFormMetadata>().notNull().default({ recipients: [] }),
    sentAt: timestampTz("sent_at"),
    completedAt: timestampTz("completed_at"),
    declinedAt: timestampTz("declined_at"),
    voidedAt: timestampTz("voided_at"),
    signedDocumentId: uuid("signed_document_id").references(() => documents.id, { onDelete: "set null" }),
    createdByUserId: uuid("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    index("onboarding_forms_client_id_idx").on(t.clientId),
    index("onboarding_forms_policy_id_idx").on(t.policyId),
    index("onboarding_forms_signed_document_id_idx").on(t.signedDocumentId),
    index("onboarding_forms_created_by_user_id_idx").on(t.createdByUserId),
    uniqueIndex("onboarding_forms_envelope_id_key").on(t.envelopeId).where(sql`${t.envelopeId} is not null`),
    index("onboarding_forms_waiting_idx").on(t.waitingForWebhook).where(sql`${t.waitingForWebhook}`),
  ],
);

export const signingRecipients = pgTable(
  "signing_recipients",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    onboardingFormId: uuid("onboarding_form_id")
      .notNull()
      .references(() => onboardingForms.id, { onDelete: "cascade" }),
    /** Set when the recipient is a portal user; outside recipients have only a name and e-mail. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    title: text("title"),
    /** The template role the recipient fills and signs (e.g. "authorized-signer"); null for a carbon copy. */
    roleId: text("role_id"),
    role: signingRecipientRoleEnum("role").notNull().default("SIGNER"),
    routingOrder: integer("routing_order").notNull().default(1),
    deliveredAt: timestampTz("delivered_at"),
    signedAt: timestampTz("signed_at"),
    declinedAt: timestampTz("declined_at"),
    declineReason: text("decline_reason"),
    lastEditAt: timestampTz("last_edit_at"),
    lastActionAt: timestampTz("last_action_at"),
    ...timestamps,
  },
  (t) => [
    index("signing_recipients_onboarding_form_id_idx").on(t.onboardingFormId),
    index("signing_recipients_user_id_idx").on(t.userId),
    index("signing_recipients_email_idx").on(sql`lower(${t.email})`),
  ],
);

/**
 * One signer at a time (spec §7 lockStatus): the session that opened a form's signing view holds it until the view
 * closes or the lease ends; another session sees "being signed by …". One row per form at most.
 */
export const onboardingFormLocks = pgTable(
  "onboarding_form_locks",
  {
    onboardingFormId: uuid("onboarding_form_id")
      .primaryKey()
      .references(() => onboardingForms.id, { onDelete: "cascade" }),
    recipientId: uuid("recipient_id").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** SHA-256 of the holder's session id: a second browser of the same user is another holder. */
    sessionKey: text("session_key").notNull(),
    lockedUntil: timestampTz("locked_until").notNull(),
    ...timestamps,
  },
  (t) => [index("onboarding_form_locks_user_id_idx").on(t.userId)],
);

export const onboardingFormsRelations = relations(onboardingForms, ({ one, many }) => ({
  client: one(clients, { fields: [onboardingForms.clientId], references: [clients.id] }),
  policy: one(policies, { fields: [onboardingForms.policyId], references: [policies.id] }),
  signedDocument: one(documents, { fields: [onboardingForms.signedDocumentId], references: [documents.id] }),
  createdBy: one(users, { fields: [onboardingForms.createdByUserId], references: [users.id] }),
  recipients: many(signingRecipients),
}));

export const signingRecipientsRelations = relations(signingRecipients, ({ one }) => ({
  onboardingForm: one(onboardingForms, {
    fields: [signingRecipients.onboardingFormId],
    references: [onboardingForms.id],
  }),
  user: one(users, { fields: [signingRecipients.userId], references: [users.id] }),
}));
