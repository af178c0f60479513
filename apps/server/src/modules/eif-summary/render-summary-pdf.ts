/**
 * The EIF summary as a PDF (pdfkit): the title "Company Information Summary" (or its Spanish), the client's name, when
 * it was made and the time zone every time in it is written in, then the answers step by step, the signature block
 * and, after edits since signing, the change section; "Page n of m" on every page. Pure apart from pdfkit.
 */

import { formatInstant } from "@onboard/domain/common/document-time";
import type { SummaryLanguage } from "@onboard/domain/eif-summary/summary-query-schema";
import { writeAnswerSections } from "./answer-sections";
import { PdfLayout } from "./pdf-layout";
import { writeChanges, writeSignature } from "./signature-sections";
import { sectionContext } from "./summary-context";
import type { EifSummaryData } from "./summary-loader";
import { SUMMARY_TEXT } from "./summary-text";

export interface RenderOptions {
  /** An IANA zone (checked by the caller). */
  timeZone: string;
  language?: SummaryLanguage;
  /** When the summary is made (now unless given). */
  generatedAt?: Date;
}

export function renderEifSummaryPdf(data: EifSummaryData, options: RenderOptions): Promise<Buffer> {
  const language = options.language ?? "en";
  const generatedAt = options.generatedAt ?? new Date();
  const text = SUMMARY_TEXT[language];
  const pdf = new PdfLayout({
    title: `${text.title}: ${data.draft.clientName}`,
    author: "Onboard",
    createdAt: generatedAt,
  });
  pdf.title(text.title, [
    data.draft.clientName,
    `${text.generated} ${formatInstant(generatedAt, options.timeZone, language)}. ${text.timeZone} ${options.timeZone}.`,
  ]);
  const context = sectionContext(pdf, data, language, options.timeZone);
  writeAnswerSections(context);
  writeSignature(context);
  writeChanges(context);
  return pdf.finish(text.page);
}
