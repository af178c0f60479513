/**
 * The embedded e-sign service's own state (issue 15, decision 024): templates, envelopes, recipients and the envelope's
 * append-only, hash-chained event log. It is kept apart from the portal's `onboarding_forms` / `signing_recipients`,
 * which mirror an envelope the way a client of a hosted provider would, so that the service can be swapped for one.
 * Migration 0009 refuses any UPDATE, DELETE or TRUNCATE of `esign_events`; envelopes are voided, never deleted.
 */
import { relations, sql } from "drizzle-orm";
import {
  bigserial,
  check,
  customType,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { timestamps, timestampTz, versioned } from "./columns";
import {
  esignAuthMethodEnum,
  esignEnvelopeStatusEnum,
  esignEventTypeEnum,
  esignRecipientStatusEnum,
  esignSignatureKindEnum,
} from "./esign-enums";

/** The hash before an envelope's first event: 64 zeros. */
export const ESIGN_GENESIS_HASH = "0".repeat(64);

/** Bytes; node-postgres gives a Buffer, a relational query (whose rows come as JSON) the hex text `\x…`. */
const bytea = customType<{ data: Buffer; driverData: Buffer | string }>({
  dataType: () => "bytea",
  fromDriver: (value) => (typeof value === "string" ? Buffer.from(value.replace(/^\\x/, ""), "hex") : value),
});
const sha256Hex = (column: unknown) => sql`${column} ~ '^[0-9a-f]{64}$'`;

/** A form the carrier sends: its pages, fields and signature slots. Every version is kept, as envelopes name one. */
export const esignTemplates = pgTable(
  "esign_templates",
  {
    /** A stable key such as "group-application". */
    id: text("id").notNull(),
    version: integer("version").notNull().default(1),
    name: text("name").notNull(),
    /** The pages, fields and signature slots; its shape is the templates' zod schema's (domain onboarding-forms). */
    definition: jsonb("definition").$type<Record<string, unknown>>().notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.id, t.version] }), check("esign_templates_version_check", sql`${t.version} >= 1`)],
);

export const esignEnvelopes = pgTable(
  "esign_envelopes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    templateId: text("template_id").notNull(),
    templateVersion: integer("template_version").notNull(),
    status: esignEnvelopeStatusEnum("status").notNull().default("created"),
    /** SHA-256 (hex) of the document as sent to the recipients; null until sent. */
    documentSha256: text("document_sha256"),
    reminderIntervalDays: integer("reminder_interval_days").notNull().default(3),
    expiresAt: timestampTz("expires_at"),
    /** Where the service posts this envelope's events (HMAC-signed); null sends none. */
    webhookUrl: text("webhook_url"),
    /** The sender's own references (e.g. the portal's client and form ids), echoed in every webhook. */
    customFields: jsonb("custom_fields").$type<Record<string, string>>().notNull().default({}),
    sentAt: timestampTz("sent_at"),
    completedAt: timestampTz("completed_at"),
    voidedAt: timestampTz("voided_at"),
    voidedReason: text("voided_reason"),
    /** The chain's head, moved by every appended event under the row's lock: a cut-off tail is detectable. */
    lastEventSeq: integer("last_event_seq").notNull().default(0),
    lastEventHash: text("last_event_hash").notNull().default(ESIGN_GENESIS_HASH),
    ...timestamps,
    ...versioned,
  },
  (t) => [
    foreignKey({
      name: "esign_envelopes_template_fk",
      columns: [t.templateId, t.templateVersion],
      foreignColumns: [esignTemplates.id, esignTemplates.version],
    }),
    index("esign_envelopes_template_idx").on(t.templateId, t.templateVersion),
    // The reminder and expiry jobs look at open envelopes only.
    index("esign_envelopes_open_idx").on(t.expiresAt).where(sql`${t.status} in ('sent', 'delivered')`),
    check("esign_envelopes_reminder_interval_check", sql`${t.reminderIntervalDays} >= 1`),
    check("esign_envelopes_document_sha256_check", sql`${t.documentSha256} is null or ${sha256Hex(t.documentSha256)}`),
    check("esign_envelopes_last_event_check", sql`${t.lastEventSeq} >= 0 and ${sha256Hex(t.lastEventHash)}`),
  ],
);

export const esignRecipients = pgTable(
  "esign_recipients",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    envelopeId: uuid("envelope_id")
      .notNull()
      .references(() => esignEnvelopes.id),
    name: text("name").notNull(),
    email: text("email").notNull(),
    /** The template's role this recipient fills (its fields and signature slot), e.g. "authorized-signer". */
    role: text("role").notNull(),
    routingOrder: integer("routing_order").notNull().default(1),
    /** The sender's id of the signer (the portal user): set, the recipient signs only in an embedded view. */
    clientUserId: text("client_user_id"),
    status: esignRecipientStatusEnum("status").notNull().default("created"),
    sentAt: timestampTz("sent_at"),
    viewedAt: timestampTz("viewed_at"),
    signedAt: timestampTz("signed_at"),
    declinedAt: timestampTz("declined_at"),
    declineReason: text("decline_reason"),
    lastRemindedAt: timestampTz("last_reminded_at"),
    /** Evidence of the signing: from where, with what, authenticated how. */
    ip: text("ip"),
    userAgent: text("user_agent"),
    authMethod: esignAuthMethodEnum("auth_method"),
    signatureKind: esignSignatureKindEnum("signature_kind"),
    /** The name adopted: the typed signature itself, or the name under a drawn one. */
    signatureName: text("signature_name"),
    /** A drawn signature's PNG bytes. */
    signatureImage: bytea("signature_image"),
    fieldValues: jsonb("field_values").$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [
    index("esign_recipients_envelope_id_idx").on(t.envelopeId, t.routingOrder),
    index("esign_recipients_email_idx").on(sql`lower(${t.email})`),
    index("esign_recipients_client_user_id_idx").on(t.clientUserId),
    check("esign_recipients_routing_order_check", sql`${t.routingOrder} >= 1`),
    check(
      "esign_recipients_signature_check",
      sql`(${t.signatureKind} is null) or (${t.signatureKind} = 'typed' and ${t.signatureName} is not null)
        or (${t.signatureKind} = 'drawn' and ${t.signatureImage} is not null)`,
    ),
  ],
);

/** One envelope event. `hash` = SHA-256(prev_hash ‖ canonical JSON of the event): see integrations/e-sign/events. */
export const esignEvents = pgTable(
  "esign_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    envelopeId: uuid("envelope_id")
      .notNull()
      .references(() => esignEnvelopes.id),
    /** 1, 2, 3… per envelope, without gaps. */
    seq: integer("seq").notNull(),
    type: esignEventTypeEnum("type").notNull(),
    recipientId: uuid("recipient_id").references(() => esignRecipients.id),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    at: timestampTz("at").notNull(),
    prevHash: text("prev_hash").notNull(),
    hash: text("hash").notNull(),
  },
  (t) => [
    uniqueIndex("esign_events_envelope_id_seq_key").on(t.envelopeId, t.seq),
    index("esign_events_recipient_id_idx").on(t.recipientId),
    check("esign_events_seq_check", sql`${t.seq} >= 1`),
    check("esign_events_hash_check", sql`${sha256Hex(t.prevHash)} and ${sha256Hex(t.hash)}`),
  ],
);

export const esignTemplatesRelations = relations(esignTemplates, ({ many }) => ({
  envelopes: many(esignEnvelopes),
}));

export const esignEnvelopesRelations = relations(esignEnvelopes, ({ one, many }) => ({
  template: one(esignTemplates, {
    fields: [esignEnvelopes.templateId, esignEnvelopes.templateVersion],
    references: [esignTemplates.id, esignTemplates.version],
  }),
  recipients: many(esignRecipients),
  events: many(esignEvents),
}));

export const esignRecipientsRelations = relations(esignRecipients, ({ one, many }) => ({
  envelope: one(esignEnvelopes, { fields: [esignRecipients.envelopeId], references: [esignEnvelopes.id] }),
  events: many(esignEvents),
}));

export const esignEventsRelations = relations(esignEvents, ({ one }) => ({
  envelope: one(esignEnvelopes, { fields: [esignEvents.envelopeId], references: [esignEnvelopes.id] }),
  recipient: one(esignRecipients, { fields: [esignEvents.recipientId], references: [esignRecipients.id] }),
}));
