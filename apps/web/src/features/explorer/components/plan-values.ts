/**
 * The key values of a plan, per benefit type, as label keys and formatted values: a card shows the few that tell
 * plans apart at a glance (medical deductible and out-of-pocket maximum in network, dental coverage by class, vision
 * exam and frames, ...); the legacy dental and vision tables show every field of their benefit type.
 */
import type { ExplorerPlan } from "@onboard/domain/explorer/explorer-page-schemas";
import { formatMoney, formatPercent } from "./explorer-format";

/** A label key in the `explorer` namespace (under values.) and the shown value. */
export interface PlanValue {
  key: string;
  value: string;
}

type Formatter = "money" | "percent";
type Field = readonly [key: keyof ExplorerPlan & string, format: Formatter];

const CARD_FIELDS: Partial<Record<ExplorerPlan["benefitType"], readonly Field[]>> = {
  MEDICAL: [
    ["medicalDeductibleIndividualInNetwork", "money"],
    ["medicalOutOfPocketMaximumIndividualInNetwork", "money"],
    ["medicalHealthSavingsAccountEmployerContribution", "money"],
  ],
  DENTAL: [
    ["dentalTypeOneInNetwork", "percent"],
    ["dentalTypeTwoInNetwork", "percent"],
    ["dentalTypeThreeInNetwork", "percent"],
  ],
  VISION: [
    ["visionExamInNetwork", "money"],
    ["visionFramesInNetwork", "money"],
  ],
  FINANCIAL: [["financialFSARolloverAmount", "money"]],
};

const TABLE_FIELDS = {
  DENTAL: [
    ["dentalTypeOneInNetwork", "percent"],
    ["dentalTypeOneOutOfNetwork", "percent"],
    ["dentalTypeTwoInNetwork", "percent"],
    ["dentalTypeTwoOutOfNetwork", "percent"],
    ["dentalTypeThreeInNetwork", "percent"],
    ["dentalTypeThreeOutOfNetwork", "percent"],
    ["dentalOrthodonticMaximumAdultAmount", "money"],
    ["dentalOrthodonticMaximumChildAmount", "money"],
  ],
  VISION: [
    ["visionExamInNetwork", "money"],
    ["visionExamOutOfNetwork", "money"],
    ["visionLensesInNetwork", "money"],
    ["visionLensesOutOfNetwork", "money"],
    ["visionFramesInNetwork", "money"],
    ["visionFramesOutOfNetwork", "money"],
    ["visionContactLensesInNetwork", "money"],
    ["visionContactLensesOutOfNetwork", "money"],
    ["visionFramesOverPercent", "percent"],
  ],
} as const satisfies Record<"DENTAL" | "VISION", readonly Field[]>;

export type LegacyTableBenefitType = keyof typeof TABLE_FIELDS;

function formatField(plan: ExplorerPlan, [key, format]: Field): string | null {
  const value = plan[key];
  if (typeof value !== "number") return null;
  return format === "money" ? formatMoney(value) : formatPercent(value);
}

/** The card's values; fields without a value are left out. */
export function cardValues(plan: ExplorerPlan): PlanValue[] {
  const fields = CARD_FIELDS[plan.benefitType] ?? [];
  const values = fields.flatMap((field) => {
    const value = formatField(plan, field);
    return value === null ? [] : [{ key: field[0], value }];
  });
  if (plan.wellnessAmount !== null) values.push({ key: "wellnessAmount", value: formatMoney(plan.wellnessAmount) });
  return values;
}

/** The legacy table's rows: every field of the benefit type, a value (or null) per plan, in the plans' order. */
export function tableRows(
  benefitType: LegacyTableBenefitType,
  plans: readonly ExplorerPlan[],
): { key: string; values: (string | null)[] }[] {
  return TABLE_FIELDS[benefitType]
    .map((field) => ({ key: field[0], values: plans.map((plan) => formatField(plan, field)) }))
    .filter((row) => row.values.some((value) => value !== null));
}
