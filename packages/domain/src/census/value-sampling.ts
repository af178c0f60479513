/**
 * Guessing a column's field from sample cells when its header says nothing (issue 16 "by sampling values"): SSN-like,
 * dates, zip, states, money, gender words, relationships, tiers and yes/no. Confidence stays below any header match,
 * since values rarely tell which of two like fields (date of birth or hire date, dental or vision tier) is meant.
 */
import { inferDateFormat } from "./census-dates";
import { type CensusFieldId, COVERAGE_TIERS, GENDERS, RELATIONSHIPS, YES_NO } from "./census-fields";
import { buildEnumLookup, isBlank, isZip, readEnum, readMoney, readSsn, readState } from "./census-values";

/** Share of non-blank samples that must fit a kind for it to count. */
export const VALUE_MATCH_SHARE = 0.8;
/** Confidence of the best value match; like fields after the first get a little less each. */
const VALUE_CONFIDENCE = 0.6;
const NEXT_FIELD_STEP = 0.05;

export interface ValueMatch {
  readonly fieldId: CensusFieldId;
  readonly confidence: number;
}

const GENDER_LOOKUP = buildEnumLookup(GENDERS);
const RELATIONSHIP_LOOKUP = buildEnumLookup(RELATIONSHIPS);
const TIER_LOOKUP = buildEnumLookup(COVERAGE_TIERS);
const YES_NO_LOOKUP = buildEnumLookup(YES_NO);

function share(samples: readonly string[], fits: (value: string) => boolean): number {
  let count = 0;
  for (const sample of samples) if (fits(sample)) count++;
  return count / samples.length;
}

/** Dashed SSNs and zip+4s are told apart by the dash; nine bare digits could be either and count for both. */
function isDashedZip(value: string): boolean {
  return value.trim().length === 10 && isZip(value);
}

function looksLikeMoney(value: string): boolean {
  // A bare integer is as likely an ID or hours: money shows a "$", a thousands comma or cents.
  return !Number.isNaN(readMoney(value)) && /[$,.]/.test(value);
}

function ranked(fieldIds: readonly CensusFieldId[], fit: number): ValueMatch[] {
  return fieldIds.map((fieldId, i) => ({
    fieldId,
    confidence: Math.round((VALUE_CONFIDENCE * fit - NEXT_FIELD_STEP * i) * 100) / 100,
  }));
}

/** The fields the samples fit, best first; [] when no kind fits at least VALUE_MATCH_SHARE of them. */
export function matchValues(rawSamples: readonly string[]): ValueMatch[] {
  const samples = rawSamples.filter((sample) => !isBlank(sample));
  if (samples.length === 0) return [];
  const kinds: [number, readonly CensusFieldId[]][] = [
    [share(samples, (value) => readSsn(value) >= 0), ["ssn"]],
    [share(samples, (value) => isZip(value) && (value.trim().length !== 9 || isDashedZip(value))), ["zip"]],
    [share(samples, (value) => readState(value) !== null), ["state"]],
    [share(samples, (value) => readEnum(GENDER_LOOKUP, value) !== null), ["gender"]],
    [share(samples, (value) => readEnum(RELATIONSHIP_LOOKUP, value) !== null), ["relationship"]],
    [
      share(samples, (value) => readEnum(TIER_LOOKUP, value) !== null),
      ["dentalTier", "visionTier", "accidentTier", "hospitalIndemnityTier"],
    ],
    [share(samples, (value) => readEnum(YES_NO_LOOKUP, value) !== null), ["stdElection", "ltdElection"]],
    [share(samples, looksLikeMoney), ["annualSalary", "basicLifeAmount", "voluntaryLifeAmount"]],
  ];
  const date = inferDateFormat(samples);
  // Excel serials are plain numbers, as IDs are: a serial alone is too weak to name a date column.
  if (date.format !== null && date.format !== "EXCEL_SERIAL") kinds.push([1, ["dateOfBirth", "hireDate"]]);
  let best: [number, readonly CensusFieldId[]] | null = null;
  for (const kind of kinds) if (kind[0] >= VALUE_MATCH_SHARE && (best === null || kind[0] > best[0])) best = kind;
  return best === null ? [] : ranked(best[1], best[0]);
}
