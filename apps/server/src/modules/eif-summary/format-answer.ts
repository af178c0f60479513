/**
 * How the summary writes a saved answer (as the review step shows it): yes/no, an option's label, a duration with its
 * unit, a list, a calendar day, the headquarters' name, a platform's name, the age rules. Unanswered: "Not answered".
 */

import { formatCalendarDay } from "@onboard/domain/common/document-time";
import { ANSWER_OPTION_GROUPS, DURATION_UNIT_FIELDS, DURATION_VALUE_UNIT } from "@onboard/domain/eif/answer-display";
import type { SummaryLanguage } from "@onboard/domain/eif-summary/summary-query-schema";
import type { EifLabels } from "./summary-text";

export const NOT_LISTED = DURATION_UNIT_FIELDS;
const CALENDAR_DAY_FIELDS = new Set(["enrollmentStartDate", "enrollmentEndDate"]);

export interface AnswerContext {
  labels: EifLabels;
  language: SummaryLanguage;
  answers: Record<string, unknown>;
  locationName: (id: string) => string | undefined;
  platformName: (id: string) => string | undefined;
}

/** An option's label, or the value itself when the labels do not know it. */
export function optionLabel(labels: EifLabels, group: string, value: unknown): string {
  const options = (labels.options as Record<string, Record<string, string>>)[group];
  return options?.[String(value)] ?? String(value);
}

/** A plan as "Coverage: name", or the coverage alone when the plan is named after it. */
export function planLabel(labels: EifLabels, benefitType: string, name: string | null): string {
  const coverage = optionLabel(labels, "coverage", benefitType);
  return name && name !== coverage ? `${coverage}: ${name}` : coverage;
}

export function durationText(labels: EifLabels, value: number, unit: unknown): string {
  const key = `${unit === "DAYS" ? "days" : "months"}_${value === 1 ? "one" : "other"}` as keyof EifLabels["duration"];
  return labels.duration[key].replace("{{count}}", String(value));
}

export function formatAnswer(field: string, value: unknown, context: AnswerContext): string {
  const { labels } = context;
  if (value === null || value === undefined) return labels.review.notAnswered;
  if (typeof value === "boolean") return value ? labels.form.yes : labels.form.no;
  const group = ANSWER_OPTION_GROUPS[field];
  if (Array.isArray(value)) {
    if (value.length === 0) return field === "valueAddedServices" ? labels.review.none : labels.review.notAnswered;
    return value.map((item) => (group ? optionLabel(labels, group, item) : String(item))).join(", ");
  }
  if (group) return optionLabel(labels, group, value);
  if (field in DURATION_VALUE_UNIT && typeof value === "number") {
    return durationText(labels, value, context.answers[DURATION_VALUE_UNIT[field] ?? ""]);
  }
  if (CALENDAR_DAY_FIELDS.has(field)) return formatCalendarDay(String(value), context.language);
  if (field === "headquartersLocationId") return context.locationName(String(value)) ?? String(value);
  if (field === "benAdminPlatformId") return context.platformName(String(value)) ?? String(value);
  if (field === "ageRules" && typeof value === "object") {
    const rules = value as { spouseRatesBasedOn?: string; ageCalculationDate?: string };
    return [
      rules.spouseRatesBasedOn && optionLabel(labels, "spouseRatesBasedOn", rules.spouseRatesBasedOn),
      rules.ageCalculationDate && optionLabel(labels, "ageCalculationDate", rules.ageCalculationDate),
    ]
      .filter(Boolean)
      .join("; ");
  }
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** A field's question, or the field's name when the labels do not know it. */
export function fieldLabel(labels: EifLabels, field: string): string {
  return (labels.fields as Record<string, string>)[field] ?? field;
}
