/** The census's downloads: the carrier's template (CSV or XLSX) and a file's validation report (XLSX). */
import { useMutation } from "@tanstack/react-query";
import { downloadFile } from "../../../lib/download";
import { censusFilePath } from "./census-keys";

export type TemplateFormat = "csv" | "xlsx";

export function downloadCensusTemplate(format: TemplateFormat) {
  return downloadFile(`/api/census-template.${format}`);
}

export function downloadCensusReport(clientId: string, policyId: string, documentId: string) {
  return downloadFile(`${censusFilePath(clientId, policyId, documentId)}/report`);
}

export function useDownloadCensusTemplate() {
  return useMutation({ mutationFn: downloadCensusTemplate });
}

export function useDownloadCensusReport(clientId: string, policyId: string, documentId: string) {
  return useMutation({ mutationFn: () => downloadCensusReport(clientId, policyId, documentId) });
}
