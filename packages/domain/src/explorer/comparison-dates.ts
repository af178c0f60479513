/** Plan comparison eligibility dates (ISO), by benefit type; read by comparison-eligibility.ts. */
export const COMPARISON_MIN_EFFECTIVE_DATE = {
  MEDICAL: "2024-09-15",
  FINANCIAL: "2024-09-15",
  DENTAL: "2024-05-30",
  VISION: "2024-05-30",
} as const;
