/**
 * What the carrier's census template says (issue 16): its header row (every census field's English label, in
 * CENSUS_FIELDS order, which guessColumnMapping maps back to the field), two example rows (an employee and their
 * spouse, valid under the row rules, dates in the template's MM/DD/YYYY), and one instruction line per field.
 */
import {
  CENSUS_FIELDS,
  type CensusField,
  type CensusFieldId,
  type CensusRequirement,
} from "@onboard/domain/census/census-fields";
import { DEFAULT_DATE_FORMAT } from "@onboard/domain/census/row-plan";
import { TEXT_MAX_LENGTH } from "@onboard/domain/validation/text-limits";

export const TEMPLATE_HEADERS: readonly string[] = CENSUS_FIELDS.map((field) => field.label.en);

const EMPLOYEE: Partial<Record<CensusFieldId, string>> = {
  employeeId: "E1001",
  firstName: "Jane",
  lastName: "Doe",
  ssn: "123-45-6789",
  dateOfBirth: "01/05/1980",
  gender: "F",
  hireDate: "03/01/2015",
  addressLine: "100 Main St",
  city: "Boston",
  state: "MA",
  zip: "02134",
  annualSalary: "52000.00",
  employmentStatus: "ACTIVE",
  hoursPerWeek: "40",
  relationship: "EMPLOYEE",
  basicLifeAmount: "50000",
  voluntaryLifeAmount: "100000",
  stdElection: "Y",
  ltdElection: "Y",
  dentalTier: "ES",
  visionTier: "ES",
  accidentTier: "EE",
  criticalIllnessAmount: "10000",
  hospitalIndemnityTier: "WAIVE",
};

/** A dependent names their employee; their elections are made on the employee's row, so they stay blank. */
const SPOUSE: Partial<Record<CensusFieldId, string>> = {
  firstName: "John",
  lastName: "Doe",
  ssn: "987-65-4321",
  dateOfBirth: "07/22/1978",
  gender: "M",
  relationship: "SPOUSE",
  dependentOfEmployeeId: "E1001",
};

const rowOf = (cells: Partial<Record<CensusFieldId, string>>) => CENSUS_FIELDS.map((field) => cells[field.id] ?? "");

export const TEMPLATE_EXAMPLE_ROWS: readonly (readonly string[])[] = [rowOf(EMPLOYEE), rowOf(SPOUSE)];

const REQUIRED: Record<CensusRequirement, string> = {
  always: "Required",
  employees: "Required on employee rows",
  dependents: "Required on dependent rows",
  no: "Optional",
};

function acceptedValues(field: CensusField): string {
  switch (field.kind) {
    case "text":
      return `Text, up to ${TEXT_MAX_LENGTH} characters`;
    case "ssn":
      return "###-##-#### or #########";
    case "date":
      return `A date as ${DEFAULT_DATE_FORMAT} (YYYY-MM-DD and Excel dates are read too)`;
    case "zip":
      return "##### or #####-####";
    case "state":
      return "One of the 50 states or DC, as its two-letter code or its name";
    case "money":
      return "An amount such as 50000 or $50,000.00";
    case "number":
      return "A number of 0 or more";
    case "enum":
    case "election":
      return `One of ${(field.values ?? []).join(", ")}`;
  }
}

function note(field: CensusField): string {
  if (field.id === "relationship") return "Blank is read as EMPLOYEE";
  if (field.id === "dependentOfEmployeeId") return "On a dependent's row: the Employee ID of their employee";
  if (field.coverage) return "Only when the policy includes this coverage, on the employee's row";
  return "";
}

export const INSTRUCTION_HEADERS = ["Column", "Required", "Accepted values", "Notes"] as const;

/** One line per field: its header, whether it is required, what it accepts, and a note where it needs one. */
export const TEMPLATE_INSTRUCTIONS: readonly (readonly string[])[] = CENSUS_FIELDS.map((field) => [
  field.label.en,
  REQUIRED[field.required],
  acceptedValues(field),
  note(field),
]);
