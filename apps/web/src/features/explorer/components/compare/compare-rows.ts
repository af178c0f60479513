/**
 * The rows of the plan comparison, per benefit type (spec §3 comparison fields): each row names its label (and the
 * network it is about) and reads one value from a plan. Values stay raw here; compare-cell.tsx formats them.
 */
import type { BenefitType } from "@onboard/domain/explorer/benefit-types";
import type { ExplorerPlan } from "@onboard/domain/explorer/explorer-page-schemas";

export type CompareValue =
  | { kind: "money"; value: number | null; notApplicable?: boolean }
  | { kind: "percent"; value: number | null }
  | { kind: "yesNo"; value: boolean | null }
  /** Vision allowances: once every two years when true, once a year when false. */
  | { kind: "frequency"; value: boolean | null }
  /** An i18n key under compare.values (plan year type, orthodontic services). */
  | { kind: "choice"; value: string | null }
  | { kind: "date"; value: string | null }
  | { kind: "text"; value: string | null }
  | { kind: "list"; value: string[] };

export interface CompareRow {
  id: string;
  /** Under compare.rows. */
  labelKey: string;
  /** Under compare.network: which network the value is for. */
  network?: "in" | "out";
  value(plan: ExplorerPlan): CompareValue;
}

type NumericKey = { [K in keyof ExplorerPlan]: ExplorerPlan[K] extends number | null ? K : never }[keyof ExplorerPlan];
type FlagKey = { [K in keyof ExplorerPlan]: ExplorerPlan[K] extends boolean | null ? K : never }[keyof ExplorerPlan];

const money =
  (key: NumericKey, notApplicableKey?: FlagKey) =>
  (plan: ExplorerPlan): CompareValue => ({
    kind: "money",
    value: plan[key],
    notApplicable: notApplicableKey ? plan[notApplicableKey] === true : false,
  });
const percent =
  (key: NumericKey) =>
  (plan: ExplorerPlan): CompareValue => ({ kind: "percent", value: plan[key] });
const yesNo =
  (key: FlagKey) =>
  (plan: ExplorerPlan): CompareValue => ({ kind: "yesNo", value: plan[key] });

/** In-network then out-of-network rows of one amount; out of network may be flagged not applicable. */
function networkPair(id: string, inKey: NumericKey, outKey: NumericKey, outNotApplicable?: FlagKey): CompareRow[] {
  return [
    { id: `${id}In`, labelKey: id, network: "in", value: money(inKey) },
    { id: `${id}Out`, labelKey: id, network: "out", value: money(outKey, outNotApplicable) },
  ];
}

function percentPair(id: string, inKey: NumericKey, outKey: NumericKey): CompareRow[] {
  return [
    { id: `${id}In`, labelKey: id, network: "in", value: percent(inKey) },
    { id: `${id}Out`, labelKey: id, network: "out", value: percent(outKey) },
  ];
}

/** A vision allowance: in network, out of network, and how often. */
function visionAllowance(id: string, inKey: NumericKey, outKey: NumericKey, biyearlyKey: FlagKey): CompareRow[] {
  return [
    ...networkPair(id, inKey, outKey),
    {
      id: `${id}Frequency`,
      labelKey: `${id}Frequency`,
      value: (plan) => ({ kind: "frequency", value: plan[biyearlyKey] }),
    },
  ];
}

const MEDICAL_ROWS: CompareRow[] = [
  ...networkPair(
    "deductibleIndividual",
    "medicalDeductibleIndividualInNetwork",
    "medicalDeductibleIndividualOutOfNetwork",
    "medicalDeductibleIndividualOutOfNetworkNotApplicable",
  ),
  ...networkPair(
    "deductibleFamily",
    "medicalDeductibleFamilyInNetwork",
    "medicalDeductibleFamilyOutOfNetwork",
    "medicalDeductibleFamilyOutOfNetworkNotApplicable",
  ),
  ...networkPair(
    "outOfPocketIndividual",
    "medicalOutOfPocketMaximumIndividualInNetwork",
    "medicalOutOfPocketMaximumIndividualOutOfNetwork",
    "medicalOutOfPocketMaximumIndividualOutOfNetworkNotApplicable",
  ),
  ...networkPair(
    "outOfPocketFamily",
    "medicalOutOfPocketMaximumFamilyInNetwork",
    "medicalOutOfPocketMaximumFamilyOutOfNetwork",
    "medicalOutOfPocketMaximumFamilyOutOfNetworkNotApplicable",
  ),
  { id: "outOfNetworkBenefits", labelKey: "outOfNetworkBenefits", value: yesNo("medicalOutOfNetworkBenefits") },
  {
    id: "hsaEmployerContribution",
    labelKey: "hsaEmployerContribution",
    value: money("medicalHealthSavingsAccountEmployerContribution"),
  },
  { id: "pcpCoordination", labelKey: "pcpCoordination", value: yesNo("medicalPcpCoordinationRequired") },
  { id: "specialtyReferral", labelKey: "specialtyReferral", value: yesNo("medicalPcpSpecialtyCareReferralRequired") },
];

const DENTAL_ROWS: CompareRow[] = [
  {
    id: "dentalYearType",
    labelKey: "dentalYearType",
    value: (plan) => ({ kind: "choice", value: plan.dentalYearType && `yearType.${plan.dentalYearType}` }),
  },
  ...percentPair("typeOne", "dentalTypeOneInNetwork", "dentalTypeOneOutOfNetwork"),
  ...percentPair("typeTwo", "dentalTypeTwoInNetwork", "dentalTypeTwoOutOfNetwork"),
  ...percentPair("typeThree", "dentalTypeThreeInNetwork", "dentalTypeThreeOutOfNetwork"),
  {
    id: "orthodonticServices",
    labelKey: "orthodonticServices",
    value: (plan) => ({
      kind: "choice",
      value: plan.dentalOrthodonticServices && `orthodontics.${plan.dentalOrthodonticServices}`,
    }),
  },
  {
    id: "orthodonticAdultAmount",
    labelKey: "orthodonticAdultAmount",
    value: money("dentalOrthodonticMaximumAdultAmount"),
  },
  {
    id: "orthodonticAdultPercent",
    labelKey: "orthodonticAdultPercent",
    value: percent("dentalOrthodonticMaximumAdultPercent"),
  },
  {
    id: "orthodonticChildAmount",
    labelKey: "orthodonticChildAmount",
    value: money("dentalOrthodonticMaximumChildAmount"),
  },
  {
    id: "orthodonticChildPercent",
    labelKey: "orthodonticChildPercent",
    value: percent("dentalOrthodonticMaximumChildPercent"),
  },
];

const VISION_ROWS: CompareRow[] = [
  ...visionAllowance("visionExam", "visionExamInNetwork", "visionExamOutOfNetwork", "visionExamBiyearly"),
  ...visionAllowance("visionLenses", "visionLensesInNetwork", "visionLensesOutOfNetwork", "visionLensesBiyearly"),
  ...visionAllowance("visionFrames", "visionFramesInNetwork", "visionFramesOutOfNetwork", "visionFramesBiyearly"),
  ...visionAllowance(
    "visionContactLenses",
    "visionContactLensesInNetwork",
    "visionContactLensesOutOfNetwork",
    "visionContactLensesBiyearly",
  ),
  ...visionAllowance(
    "visionContactLensExam",
    "visionContactLensExamInNetwork",
    "visionContactLensExamOutOfNetwork",
    "visionContactLensExamBiyearly",
  ),
  { id: "visionFramesOver", labelKey: "visionFramesOver", value: percent("visionFramesOverPercent") },
];

const FINANCIAL_ROWS: CompareRow[] = [
  { id: "fsaRollover", labelKey: "fsaRollover", value: yesNo("financialFSAMoneyRollover") },
  { id: "fsaRolloverAmount", labelKey: "fsaRolloverAmount", value: money("financialFSARolloverAmount") },
  {
    id: "fsaRolloverDate",
    labelKey: "fsaRolloverDate",
    value: (plan) => ({ kind: "date", value: plan.financialFSARolloverDate }),
  },
];

const ROWS_BY_BENEFIT_TYPE: Partial<Record<BenefitType, CompareRow[]>> = {
  MEDICAL: MEDICAL_ROWS,
  DENTAL: DENTAL_ROWS,
  VISION: VISION_ROWS,
  FINANCIAL: FINANCIAL_ROWS,
};

/** The rows every comparison starts with; the plan's title is the column header. */
export function commonRows(planTypeLabel: (plan: ExplorerPlan) => string, features: (plan: ExplorerPlan) => string[]) {
  const rows: CompareRow[] = [
    { id: "planType", labelKey: "planType", value: (plan) => ({ kind: "text", value: planTypeLabel(plan) }) },
    { id: "features", labelKey: "features", value: (plan) => ({ kind: "list", value: features(plan) }) },
    { id: "premium", labelKey: "premium", value: (plan) => ({ kind: "text", value: plan.premium }) },
    {
      id: "outOfPocketCosts",
      labelKey: "outOfPocketCosts",
      value: (plan) => ({ kind: "text", value: plan.outOfPocketCosts }),
    },
  ];
  return rows;
}

export function comparisonRows(benefitType: BenefitType): CompareRow[] {
  return ROWS_BY_BENEFIT_TYPE[benefitType] ?? [];
}
