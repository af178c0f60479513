/** At most 15 plan summary documents per benefit type on a site; read by plan-summary-documents.ts and the site schema. */
export const PLAN_SUMMARY_DOCUMENTS_MAX_PER_BENEFIT_TYPE = 15;
