/**
 * One client's EIF summary PDF with its download name, for the summary route, the outside signer's summary and the
 * copy stored on signing: `<client-name-slug>-company-information-summary-YYYY-MM-DD.pdf`, the day in the zone.
 * Null for a client that is not there (the caller's 404); the caller checks who may read it.
 */
import type { SummaryLanguage } from "@onboard/domain/eif-summary/summary-query-schema";
import type { Database } from "../../db/client";
import { renderEifSummaryPdf } from "./render-summary-pdf";
import { type EifSummaryData, loadEifSummary } from "./summary-loader";
import { dayInZone } from "./summary-time";

export interface EifSummaryPdf {
  bytes: Buffer;
  fileName: string;
  data: EifSummaryData;
}

/** e.g. "Crème Brûlée, Inc." → "creme-brulee-inc". */
export function slugOf(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
  return slug || "client";
}

export function summaryFileName(clientName: string, at: Date, timeZone: string): string {
  return `${slugOf(clientName)}-company-information-summary-${dayInZone(at, timeZone)}.pdf`;
}

export async function buildEifSummaryPdf(
  db: Database,
  clientId: string,
  timeZone: string,
  options: { language?: SummaryLanguage; now?: Date } = {},
): Promise<EifSummaryPdf | null> {
  const data = await loadEifSummary(db, clientId);
  if (!data) return null;
  const now = options.now ?? new Date();
  const bytes = await renderEifSummaryPdf(data, { timeZone, language: options.language, generatedAt: now });
  return { bytes, fileName: summaryFileName(data.draft.clientName, now, timeZone), data };
}
