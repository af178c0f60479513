/** GET /api/clients/:clientId/audit-log/export (staff): the whole audit trail of the client as a CSV file. */

import type { DbExecutor } from "../../db/executor";
import { notFound } from "../../errors/app-error";
import { auditCsv, auditFileName } from "./audit-csv";
import { listClientAudit } from "./audit-log-repository";
import { presentAuditEntry } from "./list-audit-log";
import { findClient } from "./repository";

export async function exportAuditLog(db: DbExecutor, clientId: string): Promise<{ fileName: string; csv: string }> {
  const client = await findClient(db, clientId);
  if (!client) throw notFound();
  const { rows } = await listClientAudit(db, clientId, null);
  return { fileName: auditFileName(client.caseId), csv: auditCsv(rows.map(presentAuditEntry)) };
}
