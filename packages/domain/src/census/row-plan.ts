/**
 * Compiles a confirmed column mapping and the policy's rules into a RowPlan once per file, so checking a row is a
 * loop over prepared closures: column indexes, enum lookups, maxima and issue texts are all settled here.
 */
import type { SlfCoverage } from "../eif/coverages";
import { hasNoControlCharacters } from "../validation/text";
import { TEXT_MAX_LENGTH } from "../validation/text-limits";
import { type DateFormat, NOT_IN_FORMAT, readCensusDate } from "./census-dates";
import {
  CENSUS_FIELDS,
  type CensusField,
  type CensusFieldId,
  type CensusRequirement,
  censusField,
} from "./census-fields";
import type { CensusIssueSeverity } from "./census-issue";
import { CENSUS_MESSAGES, type CensusIssueCode } from "./census-messages";
import { buildEnumLookup, isZip, readEnum, readMoney, readNumber, readSsn, readState } from "./census-values";

/** A column of the file as the person confirmed it: the field it holds, and for a date field its format. */
export interface PlanColumn {
  readonly fieldId: CensusFieldId | null;
  /** Defaults to MM/DD/YYYY, the carrier template's format. */
  readonly dateFormat?: DateFormat;
}

/** What the policy allows: the coverages it holds (slfCoverages) and the plan maximum per amount field. */
export interface CensusPolicyRules {
  readonly coverages: readonly SlfCoverage[];
  readonly maxAmounts?: Readonly<Partial<Record<CensusFieldId, number>>>;
}

export interface IssueTemplate {
  readonly code: CensusIssueCode;
  readonly severity: CensusIssueSeverity;
  readonly message: string;
}

export interface CompiledColumn {
  readonly index: number;
  readonly fieldId: CensusFieldId;
  readonly requirement: CensusRequirement;
  readonly requiredIssue: IssueTemplate;
  /**
   * For a coverage's election or amount, which belongs on the employee's row: whether a cell elects something (a
   * tier, "Y", an amount above 0) rather than declining it. null for other fields.
   */
  readonly isElected: ((value: string) => boolean) | null;
  /** The problem with a non-blank cell, or null. */
  readonly check: (value: string) => IssueTemplate | null;
}

export interface RowPlan {
  readonly columns: readonly CompiledColumn[];
  /** Column index per mapped field; -1 when the file has no such column. */
  readonly indexOf: Readonly<Record<CensusFieldId, number>>;
  readonly dateFormatOf: Readonly<Partial<Record<CensusFieldId, DateFormat>>>;
  readonly relationshipLookup: ReadonlyMap<string, string>;
  /** Required fields no column holds: a file-level problem to show before any row. */
  readonly missingRequiredFields: readonly CensusFieldId[];
}

export const DEFAULT_DATE_FORMAT: DateFormat = "MM/DD/YYYY";

const NO_ELECTION_VALUES = new Set(["N", "WAIVE"]);

function error(code: CensusIssueCode, message: string): IssueTemplate {
  return { code, severity: "error", message };
}

const TEXT_TOO_LONG = error("textTooLong", CENSUS_MESSAGES.textTooLong);
const CONTROL_CHARACTERS = error("controlCharacters", CENSUS_MESSAGES.controlCharacters);
const DATE_NOT_REAL = error("dateNotReal", CENSUS_MESSAGES.dateNotReal);
const ZIP_FORMAT = error("zipFormat", CENSUS_MESSAGES.zipFormat);
const STATE_NOT_VALID = error("stateNotValid", CENSUS_MESSAGES.stateNotValid);
const SSN_FORMAT = error("ssnFormat", CENSUS_MESSAGES.ssnFormat);
const MONEY_FORMAT = error("moneyFormat", CENSUS_MESSAGES.moneyFormat);
const MONEY_NEGATIVE = error("moneyNegative", CENSUS_MESSAGES.moneyNegative);
const NUMBER_FORMAT = error("numberFormat", CENSUS_MESSAGES.numberFormat);

function checkText(value: string): IssueTemplate | null {
  if (value.length > TEXT_MAX_LENGTH && value.trim().length > TEXT_MAX_LENGTH) return TEXT_TOO_LONG;
  return hasNoControlCharacters(value) ? null : CONTROL_CHARACTERS;
}

function compileDateCheck(format: DateFormat): (value: string) => IssueTemplate | null {
  const wrongFormat = error("dateFormat", CENSUS_MESSAGES.dateFormat(format === "EXCEL_SERIAL" ? "a number" : format));
  return (value) => {
    const ymd = readCensusDate(value, format);
    if (ymd >= 0) return null;
    return ymd === NOT_IN_FORMAT ? wrongFormat : DATE_NOT_REAL;
  };
}

function compileMoneyCheck(
  definition: CensusField,
  hasCoverage: boolean,
  maximum: number | undefined,
): (value: string) => IssueTemplate | null {
  const notOnPolicy = error("coverageNotOnPolicy", CENSUS_MESSAGES.coverageNotOnPolicy(definition.label.en));
  const overMaximum =
    maximum === undefined ? null : error("amountOverMaximum", CENSUS_MESSAGES.amountOverMaximum(maximum));
  return (value) => {
    const amount = readMoney(value);
    if (Number.isNaN(amount)) return MONEY_FORMAT;
    if (amount < 0) return MONEY_NEGATIVE;
    if (!hasCoverage) return amount > 0 ? notOnPolicy : null;
    return overMaximum && maximum !== undefined && amount > maximum ? overMaximum : null;
  };
}

function compileEnumCheck(definition: CensusField, hasCoverage: boolean): (value: string) => IssueTemplate | null {
  const values = definition.values ?? [];
  const lookup = buildEnumLookup(values);
  const notValid = error("valueNotValid", CENSUS_MESSAGES.valueNotValid(definition.label.en, values));
  if (definition.kind === "enum" || hasCoverage) return (value) => (readEnum(lookup, value) === null ? notValid : null);
  const notOnPolicy = error("coverageNotOnPolicy", CENSUS_MESSAGES.coverageNotOnPolicy(definition.label.en));
  return (value) => {
    const choice = readEnum(lookup, value);
    if (choice === null) return notValid;
    return NO_ELECTION_VALUES.has(choice) ? null : notOnPolicy;
  };
}

function compileIsElected(definition: CensusField): (value: string) => boolean {
  if (definition.kind === "money") return (value) => readMoney(value) > 0;
  const lookup = buildEnumLookup(definition.values ?? []);
  return (value) => {
    const choice = readEnum(lookup, value);
    return choice !== null && !NO_ELECTION_VALUES.has(choice);
  };
}

function compileCheck(
  definition: CensusField,
  column: PlanColumn,
  rules: CensusPolicyRules,
): (value: string) => IssueTemplate | null {
  const hasCoverage = definition.coverage === undefined || rules.coverages.includes(definition.coverage);
  switch (definition.kind) {
    case "text":
      return checkText;
    case "ssn":
      return (value) => (readSsn(value) < 0 ? SSN_FORMAT : null);
    case "date":
      return compileDateCheck(column.dateFormat ?? DEFAULT_DATE_FORMAT);
    case "zip":
      return (value) => (isZip(value) ? null : ZIP_FORMAT);
    case "state":
      return (value) => (readState(value) === null ? STATE_NOT_VALID : null);
    case "money":
      return compileMoneyCheck(definition, hasCoverage, rules.maxAmounts?.[definition.id]);
    case "number":
      return (value) => (Number.isNaN(readNumber(value)) ? NUMBER_FORMAT : null);
    case "enum":
    case "election":
      return compileEnumCheck(definition, hasCoverage);
  }
}

/**
 * The plan for a file whose columns are `columns` (index = column index). A field mapped twice keeps its first
 * column: the guesser never proposes that, and a person's mapping is checked before it gets here.
 */
export function compileRowPlan(columns: readonly PlanColumn[], rules: CensusPolicyRules): RowPlan {
  const indexOf = Object.fromEntries(CENSUS_FIELDS.map((definition) => [definition.id, -1])) as Record<
    CensusFieldId,
    number
  >;
  const dateFormatOf: Partial<Record<CensusFieldId, DateFormat>> = {};
  const compiled: CompiledColumn[] = [];
  columns.forEach((column, index) => {
    if (column.fieldId === null || indexOf[column.fieldId] !== -1) return;
    const definition = censusField(column.fieldId);
    indexOf[column.fieldId] = index;
    if (definition.kind === "date") dateFormatOf[definition.id] = column.dateFormat ?? DEFAULT_DATE_FORMAT;
    compiled.push({
      index,
      fieldId: definition.id,
      requirement: definition.required,
      requiredIssue: error("required", CENSUS_MESSAGES.required(definition.label.en)),
      isElected: definition.coverage === undefined ? null : compileIsElected(definition),
      check: compileCheck(definition, column, rules),
    });
  });
  const missingRequiredFields = CENSUS_FIELDS.filter(
    (definition) => definition.required !== "no" && indexOf[definition.id] === -1,
  ).map((definition) => definition.id);
  return {
    columns: compiled,
    indexOf,
    dateFormatOf,
    relationshipLookup: buildEnumLookup(censusField("relationship").values ?? []),
    missingRequiredFields,
  };
}
