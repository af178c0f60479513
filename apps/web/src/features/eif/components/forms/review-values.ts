/** How the review shows a saved answer: yes/no, an option's label, a duration, a list, a location's name. */
import { ANSWER_OPTION_GROUPS, DURATION_UNIT_FIELDS, DURATION_VALUE_UNIT } from "@onboard/domain/eif/answer-display";
import type { EifSnapshot } from "@onboard/domain/eif/sub-step-issues";
import type { TFunction } from "i18next";
import { formatDay } from "../../../../lib/format-date-time";

const ISO_DATE_FIELDS = new Set(["enrollmentStartDate", "enrollmentEndDate"]);
export const HIDDEN_IN_REVIEW = DURATION_UNIT_FIELDS;

export interface ReviewValueContext {
  t: TFunction<"eif">;
  language: string;
  snapshot: EifSnapshot;
  units: Record<string, unknown>;
  platformName: (id: string) => string;
}

export function reviewValue(field: string, value: unknown, context: ReviewValueContext): string {
  const { t, snapshot } = context;
  if (
    value === null ||
    value === undefined ||
    (Array.isArray(value) && value.length === 0 && field !== "valueAddedServices")
  ) {
    return t("review.notAnswered");
  }
  if (typeof value === "boolean") return value ? t("form.yes") : t("form.no");
  const group = ANSWER_OPTION_GROUPS[field];
  if (group && Array.isArray(value)) {
    return value.length === 0 ? t("review.none") : value.map((v) => t(`options.${group}.${String(v)}`)).join(", ");
  }
  if (group) return t(`options.${group}.${String(value)}`);
  if (field in DURATION_VALUE_UNIT && typeof value === "number") {
    const unit = context.units[DURATION_VALUE_UNIT[field] ?? ""];
    return t(unit === "DAYS" ? "duration.days" : "duration.months", { count: value });
  }
  if (ISO_DATE_FIELDS.has(field)) return formatDay(String(value), context.language) || "—";
  if (field === "headquartersLocationId") {
    return snapshot.locations.find((location) => location.id === value)?.name ?? String(value);
  }
  if (field === "benAdminPlatformId") return context.platformName(String(value));
  if (field === "ageRules" && typeof value === "object") {
    const rules = value as { spouseRatesBasedOn?: string; ageCalculationDate?: string };
    return [
      rules.spouseRatesBasedOn && t(`options.spouseRatesBasedOn.${rules.spouseRatesBasedOn}`),
      rules.ageCalculationDate && t(`options.ageCalculationDate.${rules.ageCalculationDate}`),
    ]
      .filter(Boolean)
      .join("; ");
  }
  return String(value);
}
