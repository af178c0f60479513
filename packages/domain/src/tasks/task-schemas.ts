/** The API shapes of the hub's tasks (GET /api/clients/:clientId/tasks, one task, and its status change). */
import { z } from "zod";
import { CLIENT_TASK_IDS, POLICY_TASK_IDS, TASK_STATUSES } from "./task-ids";
import { TASK_MESSAGES } from "./task-messages";

export const taskIdSchema = z.enum([...CLIENT_TASK_IDS, ...POLICY_TASK_IDS]);
export const taskStatusSchema = z.enum(TASK_STATUSES, { error: TASK_MESSAGES.taskStatusInvalid });

export const taskItemSchema = z.object({
  /** The task row's id. */
  id: z.string(),
  taskId: taskIdSchema,
  policyId: z.string().nullable(),
  status: taskStatusSchema,
  /** YYYY-MM-DD, a calendar date; the browser computes the due-date warning from it. */
  dueDate: z.string().nullable(),
  statusUpdatedAt: z.string().nullable(),
});
export type TaskItem = z.infer<typeof taskItemSchema>;

export const policyTaskGroupSchema = z.object({
  policyId: z.string(),
  /** e.g. "Policy 2541209 · Long Term Disability, Life" */
  label: z.string(),
  tasks: z.array(taskItemSchema),
});
export type PolicyTaskGroup = z.infer<typeof policyTaskGroupSchema>;

/** Client tasks, then each policy's tasks, in TASK_DISPLAY_ORDER. */
export const taskOverviewSchema = z.object({
  clientTasks: z.array(taskItemSchema),
  policies: z.array(policyTaskGroupSchema),
});
export type TaskOverview = z.infer<typeof taskOverviewSchema>;

export const taskDetailSchema = taskItemSchema.extend({
  /** The statuses the caller may move this task to now (allowedTaskTransitions). */
  allowedStatuses: z.array(taskStatusSchema),
});
export type TaskDetail = z.infer<typeof taskDetailSchema>;

/** The task id is any string here, so that an unknown one is a 404 "Task not found" rather than a 400. */
export const taskParamsSchema = z.object({ clientId: z.uuid(), taskId: z.string().max(100) });
export const taskQuerySchema = z.object({ policyId: z.uuid().optional() });

export const updateTaskStatusBodySchema = z.object({
  status: taskStatusSchema,
  /** Required for a policy task. */
  policyId: z.uuid().optional(),
});
export type UpdateTaskStatusBody = z.infer<typeof updateTaskStatusBodySchema>;
