/**
 * CSV of audit entries (RFC 4180: comma-separated, CRLF, every field quoted, quotes doubled). A cell starting with
 * = + - @ (or a tab or carriage return) is prefixed with a single quote, so that a spreadsheet never runs it as a
 * formula (CSV injection).
 */
import type { AuditLogEntry } from "@onboard/domain/clients/client-audit-schemas";

const HEADER = ["Occurred at", "Actor", "Action", "Entity", "Entity ID", "Before", "After"];

export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

const json = (value: Record<string, unknown> | null) => (value ? JSON.stringify(value) : "");

export function auditCsv(entries: readonly AuditLogEntry[]): string {
  const rows = entries.map((entry) => [
    entry.occurredAt,
    entry.actor?.name ?? "",
    entry.action,
    entry.entity,
    entry.entityId ?? "",
    json(entry.before),
    json(entry.after),
  ]);
  return `${[HEADER, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/** A file name made of safe characters only: `audit-<caseId>.csv`. */
export function auditFileName(caseId: string): string {
  const safe = caseId.replace(/[^A-Za-z0-9._-]/g, "_") || "client";
  return `audit-${safe}.csv`;
}
