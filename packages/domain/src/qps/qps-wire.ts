/**
 * What QPS, the carrier's policy-administration system, speaks over HTTP (issue 17): the plan design the portal pushes
 * for a client's case, QPS's answer, and the case as QPS holds it. The server's client (`integrations/qps`) and the
 * QPS simulator (`apps/qps-simulator`, the embedded default) both use these schemas, so they cannot drift apart.
 *
 * - `PUT {QPS_URL}/cases/{caseId}/plan-design` with header `Idempotency-Key` (1–200 characters) and a QpsPlanDesign:
 *   updates the case once per key. The same key again answers the first answer again (`replayed: true`) and changes
 *   nothing. 200 QpsPushAnswer; 400 a body that is not a plan design, or a caseId other than the path's; 503 QPS
 *   unavailable (retry).
 * - `GET {QPS_URL}/cases/{caseId}`: 200 QpsCase; 404 when QPS has never had the case.
 * - `GET {QPS_URL}/health`: 200 `{ ok: true }`.
 * The simulator's own controls (behaviours on demand) are in its OpenAPI document, not here: real QPS has none.
 */
import { z } from "zod";
import { SLF_COVERAGES } from "../eif/coverages";

export const QPS_IDEMPOTENCY_HEADER = "idempotency-key";

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "A date as YYYY-MM-DD");

/** A class code QPS assigns to a plan or an employee class. */
export const qpsClassSchema = z.object({ classId: z.string().min(1), description: z.string() });
export type QpsClassCode = z.infer<typeof qpsClassSchema>;

export const qpsPolicySchema = z.object({
  policyNumber: z.string().min(1),
  effectiveDate: isoDate,
  situsState: z.string().length(2),
  coverages: z.array(z.enum(SLF_COVERAGES)),
});

export const qpsPlanSchema = z.object({
  /** The portal's plan id: QPS keys its class codes by it. */
  planKey: z.string().min(1),
  policyNumber: z.string().min(1),
  benefitType: z.enum(SLF_COVERAGES),
  name: z.string().nullable(),
  maximumBenefitAmount: z.number().nonnegative().nullable(),
});

export const qpsEmployeeClassSchema = z.object({
  /** The portal's employee class id. */
  classKey: z.string().min(1),
  name: z.string().min(1),
  employmentTypes: z.array(z.string()),
  minimumHoursPerWeek: z.number().int().nonnegative().nullable(),
  planKeys: z.array(z.string().min(1)),
});

export const qpsPlanDesignSchema = z.object({
  caseId: z.string().min(1),
  clientName: z.string().min(1),
  policies: z.array(qpsPolicySchema).min(1),
  plans: z.array(qpsPlanSchema),
  classes: z.array(qpsEmployeeClassSchema),
});
export type QpsPlanDesign = z.infer<typeof qpsPlanDesignSchema>;

/** How QPS took the update. A push that QPS never answered (timeout) has no result: the portal says TIMEOUT. */
export const QPS_PUSH_RESULTS = ["COMPLETED", "COMPLETED_WITH_WARNINGS", "COMPLETED_WITH_ERRORS"] as const;
export type QpsPushResult = (typeof QPS_PUSH_RESULTS)[number];

export const QPS_MESSAGE_LEVELS = ["INFO", "WARNING", "ERROR"] as const;

export const qpsMessageSchema = z.object({
  level: z.enum(QPS_MESSAGE_LEVELS),
  code: z.string().min(1),
  message: z.string().min(1),
  /** The policy the message is about, or null for the whole case. */
  policyNumber: z.string().nullable(),
});
export type QpsMessage = z.infer<typeof qpsMessageSchema>;

export const qpsPushAnswerSchema = z.object({
  caseId: z.string(),
  /** QPS's id for this update of the case. */
  updateId: z.string(),
  /** True when the idempotency key had been seen: this is the first answer again, and nothing changed. */
  replayed: z.boolean(),
  result: z.enum(QPS_PUSH_RESULTS),
  messages: z.array(qpsMessageSchema),
  /** The class codes QPS assigned, per plan and per employee class (by the portal's keys). */
  planClasses: z.array(z.object({ planKey: z.string(), qpsClasses: z.array(qpsClassSchema) })),
  employeeClassClasses: z.array(z.object({ classKey: z.string(), qpsClasses: z.array(qpsClassSchema) })),
});
export type QpsPushAnswer = z.infer<typeof qpsPushAnswerSchema>;

export const qpsCaseUpdateSchema = z.object({
  updateId: z.string(),
  idempotencyKey: z.string(),
  receivedAt: z.string(),
  result: z.enum(QPS_PUSH_RESULTS),
});

export const qpsCaseSchema = z.object({
  caseId: z.string(),
  /** The plan design of the latest update. */
  planDesign: qpsPlanDesignSchema,
  /** Every update of the case, oldest first: one per idempotency key. */
  updates: z.array(qpsCaseUpdateSchema),
});
export type QpsCase = z.infer<typeof qpsCaseSchema>;
