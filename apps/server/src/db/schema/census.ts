/**
 * The enrollment census (issue 16; onboarding spec §7 "Census"): a census file is an `enrollment-elections` document of
 * a policy with its mapping, its validation's state and result, and its submission; the rows with problems of the
 * current result; and the person's fixes, kept beside the uploaded bytes, never written into them.
 */
import type {
  CensusCounts,
  CensusEncoding,
  CensusFileIssue,
  CensusFileKind,
  CensusIssueDto,
  CensusSource,
  CensusValidationStatus,
} from "@onboard/domain/census/census-api";
import type { PlanColumn } from "@onboard/domain/census/row-plan";
import { relations, sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { clients } from "./clients";
import { timestamps, timestampTz } from "./columns";
import { documents } from "./documents";
import { policies } from "./policies";
import { users } from "./users";

/** While a validation runs: how far it has read. */
export type CensusProgress = { bytesRead: number; totalBytes: number; rowsRead: number };

export const censusFiles = pgTable(
  "census_files",
  {
    documentId: uuid("document_id")
      .primaryKey()
      .references(() => documents.id, { onDelete: "cascade" }),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    policyId: uuid("policy_id")
      .notNull()
      .references(() => policies.id, { onDelete: "cascade" }),
    kind: text("kind").$type<CensusFileKind>().notNull(),
    source: text("source").$type<CensusSource>(),
    benAdminPlatformId: text("ben_admin_platform_id"),
    sheet: text("sheet"),
    encoding: text("encoding").$type<CensusEncoding>(),
    /** The header row as the mapping was confirmed against it. */
    headers: jsonb("headers").$type<string[]>(),
    mapping: jsonb("mapping").$type<PlanColumn[]>(),
    /** Moves with every mapping and fix: the If-Match of both. */
    version: integer("version").notNull().default(1),
    validationStatus: text("validation_status").$type<CensusValidationStatus>().notNull().default("NOT_STARTED"),
    validationProgress: jsonb("validation_progress")
      .$type<CensusProgress>()
      .notNull()
      .default({ bytesRead: 0, totalBytes: 0, rowsRead: 0 }),
    validationCounts: jsonb("validation_counts").$type<CensusCounts>(),
    fileIssues: jsonb("file_issues").$type<CensusFileIssue[]>().notNull().default([]),
    firstIssues: jsonb("first_issues").$type<CensusIssueDto[]>().notNull().default([]),
    truncated: boolean("truncated").notNull().default(false),
    validatedAt: timestampTz("validated_at"),
    validationFailure: text("validation_failure"),
    /** The version the DONE result was computed from: a result of another version is never taken for current. */
    validatedVersion: integer("validated_version"),
    /**
     * False once a fix changed a cell the checks across rows read (SSN, names, date of birth, IDs, relationship): the
     * result no longer answers for duplicates, so it is not current until a full run (which sets it back).
     */
    crossRowChecked: boolean("cross_row_checked").notNull().default(true),
    /** The run whose problem rows are the current result's. */
    resultRunId: uuid("result_run_id"),
    /** The run in progress (RUNNING), and the version it started from: it keeps its result only if both still hold. */
    activeRunId: uuid("active_run_id"),
    activeRunVersion: integer("active_run_version"),
    submittedAt: timestampTz("submitted_at"),
    submittedByUserId: uuid("submitted_by_user_id").references(() => users.id, { onDelete: "set null" }),
    correctionsDocumentId: uuid("corrections_document_id").references(() => documents.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    index("census_files_client_id_idx").on(t.clientId),
    index("census_files_policy_id_idx").on(t.policyId),
    index("census_files_submitted_by_user_id_idx").on(t.submittedByUserId),
    index("census_files_corrections_document_id_idx").on(t.correctionsDocumentId),
    check("census_files_version_check", sql`${t.version} >= 1`),
  ],
);

/**
 * The rows with problems (at most CENSUS_MAX_REPORTED_ROWS per run), values after the fixes. A run writes its rows
 * under its own id and the file's `result_run_id` moves to it in one transaction at the end, so a failed or discarded
 * run never shows half its rows.
 */
export const censusProblemRows = pgTable(
  "census_problem_rows",
  {
    documentId: uuid("document_id")
      .notNull()
      .references(() => censusFiles.documentId, { onDelete: "cascade" }),
    runId: uuid("run_id").notNull(),
    rowNumber: integer("row_number").notNull(),
    values: text("values").array().notNull(),
    corrected: integer("corrected").array().notNull().default([]),
    issues: jsonb("issues").$type<CensusIssueDto[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.runId, t.rowNumber] })],
);

/** The person's fixes: one value per cell, with the uploaded value it replaces. */
export const censusCorrections = pgTable(
  "census_corrections",
  {
    documentId: uuid("document_id")
      .notNull()
      .references(() => censusFiles.documentId, { onDelete: "cascade" }),
    rowNumber: integer("row_number").notNull(),
    columnIndex: integer("column_index").notNull(),
    value: text("value").notNull(),
    originalValue: text("original_value").notNull(),
    updatedByUserId: uuid("updated_by_user_id").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestampTz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.rowNumber, t.columnIndex] }),
    index("census_corrections_updated_by_user_id_idx").on(t.updatedByUserId),
  ],
);

export const censusFilesRelations = relations(censusFiles, ({ one, many }) => ({
  document: one(documents, { fields: [censusFiles.documentId], references: [documents.id] }),
  client: one(clients, { fields: [censusFiles.clientId], references: [clients.id] }),
  policy: one(policies, { fields: [censusFiles.policyId], references: [policies.id] }),
  problemRows: many(censusProblemRows),
  corrections: many(censusCorrections),
}));

export const censusProblemRowsRelations = relations(censusProblemRows, ({ one }) => ({
  file: one(censusFiles, { fields: [censusProblemRows.documentId], references: [censusFiles.documentId] }),
}));

export const censusCorrectionsRelations = relations(censusCorrections, ({ one }) => ({
  file: one(censusFiles, { fields: [censusCorrections.documentId], references: [censusFiles.documentId] }),
}));
