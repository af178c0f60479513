/**
 * Check-constraint SQL built from the domain's plan rules, so that the database refuses a plan type,
 * benefit level or content flag that does not fit the plan's benefit type (benefits-explorer spec §5 "Plan").
 */
import {
  BENEFIT_LEVELS_BY_BENEFIT_TYPE,
  BENEFIT_TYPES,
  CONTENT_FLAGS_BY_BENEFIT_TYPE,
  PLAN_TYPES_BY_BENEFIT_TYPE,
} from "@onboard/domain/explorer/benefit-types";
import { type SQL, sql } from "drizzle-orm";

/** Quotes a constant from the domain as a SQL string literal. The inputs are our own constants, never user data. */
function literal(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

function list(values: readonly string[]): string {
  return values.map(literal).join(", ");
}

export function planTypeFitsBenefitTypeSql(): SQL {
  const cases = BENEFIT_TYPES.map(
    (type) => `(benefit_type = ${literal(type)} and plan_type in (${list(PLAN_TYPES_BY_BENEFIT_TYPE[type])}))`,
  );
  return sql.raw(cases.join(" or "));
}

export function benefitLevelFitsBenefitTypeSql(): SQL {
  const cases = BENEFIT_TYPES.flatMap((type) => {
    const levels = BENEFIT_LEVELS_BY_BENEFIT_TYPE[type];
    return levels ? [`(benefit_type = ${literal(type)} and benefit_level in (${list(levels)}))`] : [];
  });
  return sql.raw(`benefit_level is null or ${cases.join(" or ")}`);
}

export function contentFlagsFitBenefitTypeSql(): SQL {
  const cases = BENEFIT_TYPES.flatMap((type) => {
    const flags = CONTENT_FLAGS_BY_BENEFIT_TYPE[type];
    return flags
      ? [`(benefit_type = ${literal(type)} and content_flags <@ array[${list(flags)}]::content_flag[])`]
      : [];
  });
  return sql.raw(`cardinality(content_flags) = 0 or ${cases.join(" or ")}`);
}

/** `col between 0 and 100` for each nullable percent column. */
export function percentsInRangeSql(columns: readonly string[]): SQL {
  return sql.raw(columns.map((c) => `(${c} is null or ${c} between 0 and 100)`).join(" and "));
}

/** `col >= 0` for each nullable amount column. */
export function amountsNotNegativeSql(columns: readonly string[]): SQL {
  return sql.raw(columns.map((c) => `(${c} is null or ${c} >= 0)`).join(" and "));
}
