/**
 * Messages of the census row rules (issue 16). The spec words none of them, so the wording is ours; English only, as
 * the server answers them; the web app maps each code to an i18n key.
 */
import { formatCurrency } from "../common/number-formats";

export const CENSUS_MESSAGES = {
  required: (label: string) => `${label} is required`,
  textTooLong: "Please enter no more than 191 characters",
  controlCharacters: "Please remove tabs, line breaks and other control characters",
  dateFormat: (format: string) => `Date needs to be in the format ${format}`,
  dateNotReal: "Not a valid date",
  zipFormat: "Zip code needs to be in the format ##### or #####-####",
  stateNotValid: "State not valid",
  ssnFormat: "SSN needs to be in the format ###-##-#### or #########",
  moneyFormat: "Please enter an amount such as 50000 or $50,000.00",
  moneyNegative: "Amount cannot be negative",
  numberFormat: "Please enter a number of 0 or more",
  valueNotValid: (label: string, values: readonly string[]) => `${label} must be one of ${values.join(", ")}`,
  coverageNotOnPolicy: (label: string) => `${label}: the policy does not include this coverage`,
  amountOverMaximum: (maximum: number) => `Amount is over the plan maximum of ${formatCurrency(maximum)}`,
  electionOnDependent: "Elections are made on the employee's row; this dependent's election is ignored",
  dependentWithoutEmployee: "No employee in this census has this Employee ID",
  duplicateSsn: (firstRow: number) => `Same SSN as row ${firstRow}`,
  duplicatePerson: (firstRow: number) => `Same name and date of birth as row ${firstRow}`,
  duplicateEmployeeId: (firstRow: number) => `Same Employee ID as row ${firstRow}`,
  // The confirmed column mapping (census-mapping-schema.ts), not a row.
  fieldMappedTwice: (label: string) => `${label} is chosen for more than one column`,
  tooManyColumns: (maximum: number) => `A census can have at most ${maximum} columns`,
} as const;

export type CensusIssueCode = keyof typeof CENSUS_MESSAGES;
