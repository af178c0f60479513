/**
 * The plan-design push API (issue 17; benefits-explorer spec §7 "Plan design push"), shared by the server's routes and
 * the web app. Carrier staff only (decision 026). `...` is `/api/clients/:clientId`.
 *
 * - `GET .../qps/plan-design-info`: what would be pushed (PlanDesignPreview) and the problems that block a push.
 * - `POST .../qps/async-push`: starts a push (a pg-boss job) and answers 202 with its api job; while a push of the
 *   client runs, answers 200 with that job instead of starting another. 409 when a problem blocks the push.
 * - `GET /api/api-jobs?clientIds[]=…`: the latest api job per client, with its outputs (polled every 60 s while any
 *   push is loading).
 * - `GET .../client-from-qps`: the case as QPS holds it and its field-by-field difference from the portal.
 * - `POST .../import-from-qps`: brings the importable QPS values into the portal as change records (pending review,
 *   like an edit after signing), never as a silent overwrite.
 */
import { z } from "zod";
import { API_JOB_STATUSES } from "../explorer/benefit-types";
import { PLAN_DESIGN_PROBLEM_CODES } from "./plan-design";
import { QPS_DIFFERENCE_RECORDS } from "./qps-differences";
import { QPS_MESSAGE_LEVELS, qpsCaseSchema, qpsEmployeeClassSchema, qpsPlanSchema, qpsPolicySchema } from "./qps-wire";

/** At most this many clients per GET /api/api-jobs (the overlay lists the clients pushed from one browser). */
export const API_JOBS_MAX_CLIENTS = 100;
/** How many of a client's pushes the plan-design info lists. */
export const PUSH_HISTORY_LIMIT = 20;

export const qpsClientParamsSchema = z.object({ clientId: z.uuid() });

export const planDesignPreviewSchema = z.object({
  caseId: z.string(),
  clientName: z.string(),
  policies: z.array(
    qpsPolicySchema.extend({ effectiveDate: z.string().nullable(), situsState: z.string().nullable() }),
  ),
  plans: z.array(qpsPlanSchema),
  classes: z.array(qpsEmployeeClassSchema),
});

export const planDesignProblemSchema = z.object({
  code: z.enum(PLAN_DESIGN_PROBLEM_CODES),
  field: z.string(),
  recordId: z.string().nullable(),
  subject: z.string().nullable(),
  message: z.string(),
});

export const apiJobOutputSchema = z.object({
  id: z.uuid(),
  level: z.enum(QPS_MESSAGE_LEVELS),
  code: z.string().nullable(),
  message: z.string(),
  policyNumber: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});

export const apiJobSchema = z.object({
  id: z.uuid(),
  clientId: z.uuid(),
  clientName: z.string(),
  caseId: z.string(),
  type: z.enum(["QPS_PUSH", "QPS_IMPORT"]),
  status: z.enum(API_JOB_STATUSES),
  /** 0–100: what the job has done (the overlay's progress). */
  progress: z.number().int().min(0).max(100),
  requestedBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  startedAt: z.iso.datetime({ offset: true }).nullable(),
  completedAt: z.iso.datetime({ offset: true }).nullable(),
  apiJobOutputs: z.array(apiJobOutputSchema),
});
export type ApiJob = z.infer<typeof apiJobSchema>;

export const planDesignInfoSchema = z.object({
  clientId: z.uuid(),
  caseId: z.string(),
  planDesign: planDesignPreviewSchema,
  problems: z.array(planDesignProblemSchema),
  /** When a push last completed for the client's policies (the latest pushedToCompassAt), or null. */
  lastPushedAt: z.iso.datetime({ offset: true }).nullable(),
  /** The client's pushes, newest first (at most PUSH_HISTORY_LIMIT), with their outputs. */
  pushes: z.array(apiJobSchema),
});
export type PlanDesignInfo = z.infer<typeof planDesignInfoSchema>;

const clientIdList = z
  .union([z.uuid(), z.array(z.uuid())])
  .transform((value) => (Array.isArray(value) ? value : [value]))
  .pipe(z.array(z.uuid()).min(1).max(API_JOBS_MAX_CLIENTS));

/** `?clientIds[]=a&clientIds[]=b` (or `clientIds=a`), 1 to 100 client ids. */
export const apiJobsQuerySchema = z
  .object({ "clientIds[]": clientIdList.optional(), clientIds: clientIdList.optional() })
  .transform((query, ctx) => {
    const clientIds = [...new Set([...(query["clientIds[]"] ?? []), ...(query.clientIds ?? [])])];
    if (clientIds.length === 0 || clientIds.length > API_JOBS_MAX_CLIENTS) {
      ctx.addIssue({ code: "custom", path: ["clientIds"], message: `Give 1 to ${API_JOBS_MAX_CLIENTS} client ids` });
      return z.NEVER;
    }
    return { clientIds };
  });

export const apiJobListSchema = z.object({ items: z.array(apiJobSchema) });

export const qpsDifferenceSchema = z.object({
  record: z.enum(QPS_DIFFERENCE_RECORDS),
  recordKey: z.string(),
  attribute: z.string(),
  portal: z.string().nullable(),
  qps: z.string().nullable(),
  importable: z.boolean(),
});

export const clientFromQpsSchema = z.object({
  clientId: z.uuid(),
  caseId: z.string(),
  /** The case as QPS holds it; null when QPS has never had it. */
  qpsCase: qpsCaseSchema.nullable(),
  differences: z.array(qpsDifferenceSchema),
});
export type ClientFromQps = z.infer<typeof clientFromQpsSchema>;

export const importFromQpsResultSchema = z.object({
  /** The change records made (pending review), one per imported field; none when nothing differed. */
  changeRecordIds: z.array(z.uuid()),
  imported: z.array(qpsDifferenceSchema),
});

export const QPS_API_MESSAGES = {
  pushBlocked: "The plan design cannot be pushed until its problems are fixed",
  qpsUnavailable: "QPS did not answer. Try again in a few minutes.",
  notInQps: "QPS has no case for this client yet: push the plan design first",
} as const;
