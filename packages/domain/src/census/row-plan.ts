/**
 * Compiles a confirmed column mapping and the policy's rules into a RowPlan once per file, so checking a row is a
 * loop over prepared columns: column indexes, enum lookups, maxima and issue texts are all settled here.
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

/** How a non-blank cell of a column is checked (a number, so the row loop is one switch of direct calls). */
export const CHECK_TEXT = 0;
export const CHECK_SSN = 1;
export const CHECK_DATE = 2;
export const CHECK_ZIP = 3;
export const CHECK_STATE = 4;
export const CHECK_MONEY = 5;
export const CHECK_NUMBER = 6;
/** One of the field's values. */
export const CHECK_ENUM = 7;
/** One of the field's values, and for a coverage the policy lacks, only a declining one ("N", "WAIVE"). */
export const CHECK_ELECTION_OFF_POLICY = 8;

/** Whether a coverage's cell elects something: not a coverage field, a money amount above 0, an enum choice. */
export const ELECTED_NEVER = 0;
export const ELECTED_MONEY = 1;
export const ELECTED_ENUM = 2;

/**
 * A column as the row loop checks it. Every column has every property (a single object shape): what a check does
 * not use is null or 0.
 */
export interface CompiledColumn {
  readonly index: number;
  readonly fieldId: CensusFieldId;
  readonly requirement: CensusRequirement;
  readonly requiredIssue: IssueTemplate;
  readonly checkKind: number;
  /**
   * For a coverage's election or amount, which belongs on the employee's row: how to tell that a cell elects
   * something (a tier, "Y", an amount above 0) rather than declining it.
   */
  readonly electedKind: number;
  /** CHECK_DATE: the column's date format and its "not in this format" issue. */
  readonly dateFormat: DateFormat;
  readonly wrongFormat: IssueTemplate | null;
  /** CHECK_ENUM, CHECK_ELECTION_OFF_POLICY and ELECTED_ENUM: the field's spellings, and the "not one of" issue. */
  readonly lookup: ReadonlyMap<string, string> | null;
  readonly notValid: IssueTemplate | null;
  /** CHECK_MONEY and CHECK_ELECTION_OFF_POLICY: the issue of an election the policy has no coverage for. */
  readonly hasCoverage: boolean;
  readonly notOnPolicy: IssueTemplate | null;
  /** CHECK_MONEY: the plan maximum (Infinity when none) and its issue. */
  readonly maximum: number;
  readonly overMaximum: IssueTemplate | null;
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

export function checkText(value: string): IssueTemplate | null {
  if (value.length > TEXT_MAX_LENGTH && value.trim().length > TEXT_MAX_LENGTH) return TEXT_TOO_LONG;
  return hasNoControlCharacters(value) ? null : CONTROL_CHARACTERS;
}

export function checkDate(value: string, column: CompiledColumn): IssueTemplate | null {
  const ymd = readCensusDate(value, column.dateFormat);
  if (ymd >= 0) return null;
  return ymd === NOT_IN_FORMAT ? column.wrongFormat : DATE_NOT_REAL;
}

export function checkMoney(value: string, column: CompiledColumn): IssueTemplate | null {
  const amount = readMoney(value);
  if (Number.isNaN(amount)) return MONEY_FORMAT;
  if (amount < 0) return MONEY_NEGATIVE;
  if (!column.hasCoverage) return amount > 0 ? column.notOnPolicy : null;
  return amount > column.maximum ? column.overMaximum : null;
}

export function checkEnum(value: string, column: CompiledColumn): IssueTemplate | null {
  return readEnum(column.lookup as ReadonlyMap<string, string>, value) === null ? column.notValid : null;
}

export function checkElectionOffPolicy(value: string, column: CompiledColumn): IssueTemplate | null {
  const choice = readEnum(column.lookup as ReadonlyMap<string, string>, value);
  if (choice === null) return column.notValid;
  return NO_ELECTION_VALUES.has(choice) ? null : column.notOnPolicy;
}

export function checkSsn(value: string): IssueTemplate | null {
  return readSsn(value) < 0 ? SSN_FORMAT : null;
}

export function checkZip(value: string): IssueTemplate | null {
  return isZip(value) ? null : ZIP_FORMAT;
}

export function checkState(value: string): IssueTemplate | null {
  return readState(value) === null ? STATE_NOT_VALID : null;
}

export function checkNumber(value: string): IssueTemplate | null {
  return Number.isNaN(readNumber(value)) ? NUMBER_FORMAT : null;
}

/** Whether a non-blank cell of a coverage column elects something rather than declining it. */
export function isElected(value: string, column: CompiledColumn): boolean {
  if (column.electedKind === ELECTED_MONEY) return readMoney(value) > 0;
  if (column.electedKind === ELECTED_NEVER) return false;
  const choice = readEnum(column.lookup as ReadonlyMap<string, string>, value);
  return choice !== null && !NO_ELECTION_VALUES.has(choice);
}

const CHECK_OF_KIND: Record<CensusField["kind"], number> = {
  text: CHECK_TEXT,
  ssn: CHECK_SSN,
  date: CHECK_DATE,
  zip: CHECK_ZIP,
  state: CHECK_STATE,
  money: CHECK_MONEY,
  number: CHECK_NUMBER,
  enum: CHECK_ENUM,
  election: CHECK_ENUM,
};

function compileColumn(
  definition: CensusField,
  column: PlanColumn,
  index: number,
  rules: CensusPolicyRules,
): CompiledColumn {
  const hasCoverage = definition.coverage === undefined || rules.coverages.includes(definition.coverage);
  const dateFormat = column.dateFormat ?? DEFAULT_DATE_FORMAT;
  const values = definition.values ?? [];
  const isEnum = definition.kind === "enum" || definition.kind === "election";
  const maximum = definition.kind === "money" ? rules.maxAmounts?.[definition.id] : undefined;
  const checkKind =
    definition.kind === "election" && !hasCoverage ? CHECK_ELECTION_OFF_POLICY : CHECK_OF_KIND[definition.kind];
  return {
    index,
    fieldId: definition.id,
    requirement: definition.required,
    requiredIssue: error("required", CENSUS_MESSAGES.required(definition.label.en)),
    checkKind,
    electedKind:
      definition.coverage === undefined ? ELECTED_NEVER : definition.kind === "money" ? ELECTED_MONEY : ELECTED_ENUM,
    dateFormat,
    wrongFormat:
      definition.kind === "date"
        ? error("dateFormat", CENSUS_MESSAGES.dateFormat(dateFormat === "EXCEL_SERIAL" ? "a number" : dateFormat))
        : null,
    lookup: isEnum || definition.coverage !== undefined ? buildEnumLookup(values) : null,
    notValid: isEnum ? error("valueNotValid", CENSUS_MESSAGES.valueNotValid(definition.label.en, values)) : null,
    hasCoverage,
    notOnPolicy: hasCoverage
      ? null
      : error("coverageNotOnPolicy", CENSUS_MESSAGES.coverageNotOnPolicy(definition.label.en)),
    maximum: maximum ?? Number.POSITIVE_INFINITY,
    overMaximum: maximum === undefined ? null : error("amountOverMaximum", CENSUS_MESSAGES.amountOverMaximum(maximum)),
  };
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
    compiled.push(compileColumn(definition, column, index, rules));
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
