/** What every section of the summary PDF needs: the data, the words of the language, the zone, and look-ups by id. */
import type { SummaryLanguage } from "@onboard/domain/eif-summary/summary-query-schema";
import type { AnswerContext } from "./format-answer";
import type { PdfLayout } from "./pdf-layout";
import type { EifSummaryData } from "./summary-loader";
import { EIF_LABELS, type EifLabels, SUMMARY_TEXT, type SummaryText } from "./summary-text";

export interface SectionContext {
  pdf: PdfLayout;
  data: EifSummaryData;
  labels: EifLabels;
  text: SummaryText;
  language: SummaryLanguage;
  timeZone: string;
  answerContext: AnswerContext;
  locationName: (id: string | null) => string;
  contactName: (id: string | null) => string;
  policyNumber: (id: string | null) => string;
}

export function sectionContext(
  pdf: PdfLayout,
  data: EifSummaryData,
  language: SummaryLanguage,
  timeZone: string,
): SectionContext {
  const labels = EIF_LABELS[language];
  const locations = new Map(data.draft.locations.map((l) => [l.id, l.name]));
  const contacts = new Map(data.contacts.map((c) => [c.id, `${c.firstName} ${c.lastName}`]));
  const policies = new Map(data.draft.policies.map((p) => [p.id, p.policyNumber]));
  const platforms = new Map(data.platforms.map((p) => [p.id, p.name]));
  const byId = (map: Map<string, string>) => (id: string | null) => (id ? (map.get(id) ?? id) : "—");
  return {
    pdf,
    data,
    labels,
    text: SUMMARY_TEXT[language],
    language,
    timeZone,
    answerContext: {
      labels,
      language,
      answers: data.draft.answers,
      locationName: (id) => locations.get(id),
      platformName: (id) => platforms.get(id),
    },
    locationName: byId(locations),
    contactName: byId(contacts),
    policyNumber: byId(policies),
  };
}
