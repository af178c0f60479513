/** The audit module's public surface: what other modules, jobs and plugins may call (see README.md). */

export type { AuditEntry } from "./record-audit";
export { auditInsertWithPlaceholders, auditPlaceholderValues, changedFields, recordAudit } from "./record-audit";
