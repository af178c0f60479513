/** Industry segments the tax-id sub-step asks for; healthcare professionals with LTD turns on malpractice (spec §5). */
export const INDUSTRY_SEGMENTS = [
  "HEALTHCARE_PROFESSIONALS",
  "HEALTHCARE_FACILITIES",
  "EDUCATION",
  "FINANCIAL_SERVICES",
  "GOVERNMENT",
  "MANUFACTURING",
  "PROFESSIONAL_SERVICES",
  "RETAIL",
  "TECHNOLOGY",
  "TRANSPORTATION",
  "OTHER",
] as const;
export type IndustrySegment = (typeof INDUSTRY_SEGMENTS)[number];

export const HEALTHCARE_PROFESSIONALS_SEGMENT = "HEALTHCARE_PROFESSIONALS" satisfies IndustrySegment;
