/**
 * Benefits-explorer sites: every field of benefits-explorer spec §3 "Explorer page (site)" is a column here;
 * benefits[] are the page's benefit_plans, policies[] the explorer_page_policies links, and
 * benefitTypeMetadata the explorer_benefit_type_metadata rows.
 */
import { relations, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { benAdminPlatforms } from "./ben-admin-platforms";
import { benefitPlans } from "./benefit-plans";
import { clients } from "./clients";
import { softDelete, timestamps, timestampTz, versioned } from "./columns";
import { documents } from "./documents";
import { benefitTypeEnum, medicalVideoChoiceEnum, usStateEnum } from "./enums";
import { emailPlanRequests, leads } from "./leads";
import { policies } from "./policies";
import { users } from "./users";

/** Branding settings beyond the two theme colours; the spec names the field only. */
export type ExplorerCustomBranding = {
  fontFamily?: string | null;
  headerBackgroundColor?: string | null;
  buttonStyle?: "ROUNDED" | "SQUARE" | null;
};

export const explorerPages = pgTable(
  "explorer_pages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    /** The client's name when the page was saved, shown on the public site. */
    clientName: text("client_name").notNull(),
    name: text("name").notNull(),
    kioskMode: boolean("kiosk_mode").notNull().default(false),
    startsAt: timestampTz("starts_at").notNull(),
    expiresAt: timestampTz("expires_at"),
    planYear: text("plan_year"),
    openEnrollmentStart: date("open_enrollment_start").notNull(),
    openEnrollmentEnd: date("open_enrollment_end").notNull(),
    maintenanceMode: boolean("maintenance_mode").notNull().default(false),
    employerState: usStateEnum("employer_state").notNull(),
    benAdminPlatformId: uuid("ben_admin_platform_id").references(() => benAdminPlatforms.id, {
      onDelete: "set null",
    }),
    benAdminPlatformUrl: text("ben_admin_platform_url"),
    notificationLink: text("notification_link"),
    customCalendlyLink: text("custom_calendly_link"),
    customClientName: text("custom_client_name"),
    logoDocumentId: uuid("logo_document_id").references(() => documents.id, { onDelete: "set null" }),
    employeeCount: integer("employee_count"),
    hasEmployeesInNY: boolean("has_employees_in_ny").notNull().default(false),
    showBenefitCount: boolean("show_benefit_count").notNull().default(true),
    /** Shared by a page and its renewals, so documents carry over between plan years. */
    associationId: uuid("association_id").notNull().defaultRandom(),
    hideSunLifeLogo: boolean("hide_sun_life_logo").notNull().default(false),
    nonSunLifeBenefitsExplorer: boolean("non_sun_life_benefits_explorer").notNull().default(false),
    pageOwnerUserId: uuid("page_owner_user_id").references(() => users.id, { onDelete: "set null" }),
    medicalVideo: medicalVideoChoiceEnum("medical_video").notNull().default("NO_VIDEO"),
    medicalVideoEnglishTitle: text("medical_video_english_title"),
    medicalVideoSpanishTitle: text("medical_video_spanish_title"),
    medicalVideoDocumentId: uuid("medical_video_document_id").references(() => documents.id, {
      onDelete: "set null",
    }),
    /** The Spanish video, shown to Spanish readers when the choice is ENGLISH_AND_SPANISH_VIDEO. */
    medicalVideoSpanishDocumentId: uuid("medical_video_spanish_document_id").references(() => documents.id, {
      onDelete: "set null",
    }),
    vidyardUploadId: text("vidyard_upload_id"),
    vidyardId: text("vidyard_id"),
    territory: text("territory"),
    showLegacyVisionPlanTable: boolean("show_legacy_vision_plan_table").notNull().default(false),
    showLegacyDentalPlanTable: boolean("show_legacy_dental_plan_table").notNull().default(false),
    vanitySlug: text("vanity_slug"),
    customBranding: boolean("custom_branding").notNull().default(false),
    benefitsExplorerCustomBranding: jsonb("benefits_explorer_custom_branding").$type<ExplorerCustomBranding>(),
    customThemeBrandColor: text("custom_theme_brand_color"),
    customThemeContrastingColor: text("custom_theme_contrasting_color"),
    enableContactUsAppointment: boolean("enable_contact_us_appointment").notNull().default(false),
    enableContactUsEmail: boolean("enable_contact_us_email").notNull().default(true),
    enableContactUsLiveChat: boolean("enable_contact_us_live_chat").notNull().default(false),
    isLive: boolean("is_live").notNull().default(false),
    /** Set on an older page once a renewal replaces it; hides the demo banner. */
    newExplorerPageId: uuid("new_explorer_page_id").references((): AnyPgColumn => explorerPages.id, {
      onDelete: "set null",
    }),
    languageFeatureToggle: boolean("language_feature_toggle").notNull().default(true),
    largeClientFeatureToggle: boolean("large_client_feature_toggle").notNull().default(false),
    ...versioned,
    ...timestamps,
    ...softDelete,
  },
  (t) => [
    index("explorer_pages_client_id_idx").on(t.clientId),
    index("explorer_pages_client_id_starts_at_idx").on(t.clientId, t.startsAt),
    index("explorer_pages_name_idx").on(sql`lower(${t.name})`),
    index("explorer_pages_is_live_idx").on(t.isLive),
    index("explorer_pages_association_id_idx").on(t.associationId),
    index("explorer_pages_page_owner_user_id_idx").on(t.pageOwnerUserId),
    index("explorer_pages_ben_admin_platform_id_idx").on(t.benAdminPlatformId),
    index("explorer_pages_logo_document_id_idx").on(t.logoDocumentId),
    index("explorer_pages_medical_video_document_id_idx").on(t.medicalVideoDocumentId),
    index("explorer_pages_medical_video_spanish_document_id_idx").on(t.medicalVideoSpanishDocumentId),
    index("explorer_pages_new_explorer_page_id_idx").on(t.newExplorerPageId),
    uniqueIndex("explorer_pages_vanity_slug_key")
      .on(sql`lower(${t.vanitySlug})`)
      .where(sql`${t.deletedAt} is null and ${t.vanitySlug} is not null`),
    check("explorer_pages_employee_count_check", sql`${t.employeeCount} is null or ${t.employeeCount} >= 0`),
    check("explorer_pages_open_enrollment_check", sql`${t.openEnrollmentEnd} >= ${t.openEnrollmentStart}`),
    check(
      "explorer_pages_not_own_newer_page_check",
      sql`${t.newExplorerPageId} is null or ${t.newExplorerPageId} <> ${t.id}`,
    ),
  ],
);

/** The policies a page presents (at least one, enforced by the domain validation). */
export const explorerPagePolicies = pgTable(
  "explorer_page_policies",
  {
    explorerPageId: uuid("explorer_page_id")
      .notNull()
      .references(() => explorerPages.id, { onDelete: "cascade" }),
    policyId: uuid("policy_id")
      .notNull()
      .references(() => policies.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.explorerPageId, t.policyId] }),
    index("explorer_page_policies_policy_id_idx").on(t.policyId),
  ],
);

/** Per page and benefit type: the highlighter text (en and es) and its order. */
export const explorerBenefitTypeMetadata = pgTable(
  "explorer_benefit_type_metadata",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    explorerPageId: uuid("explorer_page_id")
      .notNull()
      .references(() => explorerPages.id, { onDelete: "cascade" }),
    benefitType: benefitTypeEnum("benefit_type").notNull(),
    highlighterText: text("highlighter_text"),
    spanishHighlighterText: text("spanish_highlighter_text"),
    highlighterOrder: integer("highlighter_order"),
    ...timestamps,
  },
  (t) => [uniqueIndex("explorer_benefit_type_metadata_page_type_key").on(t.explorerPageId, t.benefitType)],
);

export const explorerPagesRelations = relations(explorerPages, ({ one, many }) => ({
  client: one(clients, { fields: [explorerPages.clientId], references: [clients.id] }),
  pageOwner: one(users, { fields: [explorerPages.pageOwnerUserId], references: [users.id] }),
  benAdminPlatform: one(benAdminPlatforms, {
    fields: [explorerPages.benAdminPlatformId],
    references: [benAdminPlatforms.id],
  }),
  logoDocument: one(documents, { fields: [explorerPages.logoDocumentId], references: [documents.id] }),
  medicalVideoDocument: one(documents, {
    fields: [explorerPages.medicalVideoDocumentId],
    references: [documents.id],
  }),
  medicalVideoSpanishDocument: one(documents, {
    fields: [explorerPages.medicalVideoSpanishDocumentId],
    references: [documents.id],
  }),
  newExplorerPage: one(explorerPages, {
    fields: [explorerPages.newExplorerPageId],
    references: [explorerPages.id],
    relationName: "newerExplorerPage",
  }),
  olderExplorerPages: many(explorerPages, { relationName: "newerExplorerPage" }),
  benefits: many(benefitPlans),
  policies: many(explorerPagePolicies),
  benefitTypeMetadata: many(explorerBenefitTypeMetadata),
  leads: many(leads),
  emailPlanRequests: many(emailPlanRequests),
}));

export const explorerPagePoliciesRelations = relations(explorerPagePolicies, ({ one }) => ({
  explorerPage: one(explorerPages, {
    fields: [explorerPagePolicies.explorerPageId],
    references: [explorerPages.id],
  }),
  policy: one(policies, { fields: [explorerPagePolicies.policyId], references: [policies.id] }),
}));

export const explorerBenefitTypeMetadataRelations = relations(explorerBenefitTypeMetadata, ({ one }) => ({
  explorerPage: one(explorerPages, {
    fields: [explorerBenefitTypeMetadata.explorerPageId],
    references: [explorerPages.id],
  }),
}));
