/** GET /api/clients/:clientId/audit-log/export: downloads the audit trail as audit-<caseId>.csv. */
import { useMutation } from "@tanstack/react-query";
import { downloadFile } from "../../../lib/download";

export function exportAuditLog(clientId: string) {
  return downloadFile(`/api/clients/${encodeURIComponent(clientId)}/audit-log/export`);
}

export function useExportAuditLog(clientId: string) {
  return useMutation({ mutationFn: () => exportAuditLog(clientId) });
}
