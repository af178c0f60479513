/** The client's audit trail as GET /api/clients/:clientId/audit-log returns it (goes beyond the spec, issue 4). */
import { z } from "zod";
import { DEFAULT_PAGE_SIZE, LIST_LIMIT_MAX, LIST_LIMIT_MIN, LIST_OFFSET_MIN } from "../validation/list-limits";

export const auditLogQuerySchema = z.object({
  limit: z.coerce.number().int().min(LIST_LIMIT_MIN).max(LIST_LIMIT_MAX).default(DEFAULT_PAGE_SIZE),
  offset: z.coerce.number().int().min(LIST_OFFSET_MIN).default(0),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditLogEntrySchema = z.object({
  id: z.string(),
  occurredAt: z.string(),
  actor: z.object({ id: z.string(), name: z.string() }).nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

export const auditLogPageSchema = z.object({ data: z.array(auditLogEntrySchema), count: z.number().int() });
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
