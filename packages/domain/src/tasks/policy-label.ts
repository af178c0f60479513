/** How a policy is named in the task overview: "Policy 2541209 · Long Term Disability, Life". */

/** English names of the coverages a policy carries (the API's slfCoverages codes). */
export const COVERAGE_LABELS: Readonly<Record<string, string>> = {
  STD: "Short Term Disability",
  LTD: "Long Term Disability",
  BASIC_LIFE: "Life",
  VOLUNTARY_LIFE: "Voluntary Life",
  DENTAL: "Dental",
  VISION: "Vision",
  ACCIDENT: "Accident",
  CRITICAL_ILLNESS: "Critical Illness",
  HOSPITAL_INDEMNITY: "Hospital Indemnity",
  PFML: "Paid Family and Medical Leave",
  FLI: "Family Leave Insurance",
  EAP: "Employee Assistance Program",
};

export function policyLabel(policyNumber: string, coverages: readonly string[]): string {
  const names = [...new Set(coverages.map((code) => COVERAGE_LABELS[code] ?? code))];
  return names.length > 0 ? `Policy ${policyNumber} · ${names.join(", ")}` : `Policy ${policyNumber}`;
}
