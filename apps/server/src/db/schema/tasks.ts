/** Client tasks and policy tasks, each with a due date and a status (onboarding spec §3 and §4). */
import { relations } from "drizzle-orm";
import { date, index, pgTable, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { clients } from "./clients";
import { timestamps, timestampTz } from "./columns";
import { clientTaskIdEnum, policyTaskIdEnum, taskStatusEnum } from "./enums";
import { policies } from "./policies";

export const tasks = pgTable(
  "tasks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    taskId: clientTaskIdEnum("task_id").notNull(),
    status: taskStatusEnum("status").notNull().default("NOT_STARTED"),
    dueDate: date("due_date"),
    statusUpdatedAt: timestampTz("status_updated_at"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("tasks_client_id_task_id_key").on(t.clientId, t.taskId),
    index("tasks_due_date_idx").on(t.dueDate),
    index("tasks_status_idx").on(t.status),
  ],
);

export const policyTasks = pgTable(
  "policy_tasks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Denormalised from the policy so that a client's task overview is one indexed read. */
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    policyId: uuid("policy_id")
      .notNull()
      .references(() => policies.id, { onDelete: "cascade" }),
    taskId: policyTaskIdEnum("task_id").notNull(),
    status: taskStatusEnum("status").notNull().default("NOT_STARTED"),
    dueDate: date("due_date"),
    statusUpdatedAt: timestampTz("status_updated_at"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("policy_tasks_policy_id_task_id_key").on(t.policyId, t.taskId),
    index("policy_tasks_client_id_idx").on(t.clientId),
    index("policy_tasks_due_date_idx").on(t.dueDate),
    index("policy_tasks_status_idx").on(t.status),
  ],
);

export const tasksRelations = relations(tasks, ({ one }) => ({
  client: one(clients, { fields: [tasks.clientId], references: [clients.id] }),
}));

export const policyTasksRelations = relations(policyTasks, ({ one }) => ({
  client: one(clients, { fields: [policyTasks.clientId], references: [clients.id] }),
  policy: one(policies, { fields: [policyTasks.policyId], references: [policies.id] }),
}));
