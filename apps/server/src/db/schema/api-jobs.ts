/** Long-running integration jobs (the QPS plan-design push and import) and what they reported. */
import { relations } from "drizzle-orm";
import { index, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { clients } from "./clients";
import { timestamps, timestampTz } from "./columns";
import { apiJobOutputLevelEnum, apiJobStatusEnum, apiJobTypeEnum } from "./enums";
import { policies } from "./policies";
import { users } from "./users";

export const apiJobs = pgTable(
  "api_jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    type: apiJobTypeEnum("type").notNull().default("QPS_PUSH"),
    status: apiJobStatusEnum("status").notNull().default("IN_PROGRESS"),
    idempotencyKey: text("idempotency_key"),
    requestedByUserId: uuid("requested_by_user_id").references(() => users.id, { onDelete: "set null" }),
    startedAt: timestampTz("started_at"),
    completedAt: timestampTz("completed_at"),
    ...timestamps,
  },
  (t) => [
    index("api_jobs_client_id_created_at_idx").on(t.clientId, t.createdAt),
    index("api_jobs_status_idx").on(t.status),
    index("api_jobs_requested_by_user_id_idx").on(t.requestedByUserId),
    uniqueIndex("api_jobs_idempotency_key_key").on(t.idempotencyKey),
  ],
);

export const apiJobOutputs = pgTable(
  "api_job_outputs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    apiJobId: uuid("api_job_id")
      .notNull()
      .references(() => apiJobs.id, { onDelete: "cascade" }),
    policyId: uuid("policy_id").references(() => policies.id, { onDelete: "set null" }),
    level: apiJobOutputLevelEnum("level").notNull(),
    code: text("code"),
    message: text("message").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>(),
    ...timestamps,
  },
  (t) => [
    index("api_job_outputs_api_job_id_idx").on(t.apiJobId),
    index("api_job_outputs_policy_id_idx").on(t.policyId),
  ],
);

export const apiJobsRelations = relations(apiJobs, ({ one, many }) => ({
  client: one(clients, { fields: [apiJobs.clientId], references: [clients.id] }),
  requestedBy: one(users, { fields: [apiJobs.requestedByUserId], references: [users.id] }),
  apiJobOutputs: many(apiJobOutputs),
}));

export const apiJobOutputsRelations = relations(apiJobOutputs, ({ one }) => ({
  apiJob: one(apiJobs, { fields: [apiJobOutputs.apiJobId], references: [apiJobs.id] }),
  policy: one(policies, { fields: [apiJobOutputs.policyId], references: [policies.id] }),
}));
