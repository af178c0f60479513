/** The enrollment census's fields as data (issue 16): label, requirement, kind, header aliases, coverage elections. */
import type { SlfCoverage } from "../eif/coverages";

/**
 * How a cell is read. `election` is a yes/no or tier choice for a coverage; `money` may carry a coverage too (a
 * life amount); `number` is ours for hours per week, which is neither money nor an enum.
 */
export type CensusFieldKind = "text" | "ssn" | "date" | "zip" | "state" | "money" | "number" | "enum" | "election";

/** Who must fill a field: everyone, employees only (salary, hire date), dependents only (their employee's id). */
export type CensusRequirement = "always" | "employees" | "dependents" | "no";

export const RELATIONSHIPS = ["EMPLOYEE", "SPOUSE", "CHILD", "DOMESTIC_PARTNER"] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

export const COVERAGE_TIERS = ["EE", "ES", "EC", "FAM", "WAIVE"] as const;
export type CoverageTier = (typeof COVERAGE_TIERS)[number];

export const YES_NO = ["Y", "N"] as const;
export const GENDERS = ["M", "F", "X", "U"] as const;
export const EMPLOYMENT_STATUSES = ["ACTIVE", "LEAVE", "COBRA", "RETIRED"] as const;

/**
 * Accepted spellings of each canonical enum value, compared after normaliseToken (upper case, no accents or
 * punctuation). Spanish words are here because ben admins upload Spanish files too.
 */
export const ENUM_SPELLINGS: Readonly<Record<string, readonly string[]>> = {
  EMPLOYEE: ["EMPLOYEE", "EE", "E", "SELF", "EMP", "EMPLEADO", "EMPLEADA", "SUBSCRIBER", "MEMBER"],
  SPOUSE: ["SPOUSE", "SP", "S", "WIFE", "HUSBAND", "ESPOSO", "ESPOSA", "CONYUGE"],
  CHILD: ["CHILD", "CH", "C", "SON", "DAUGHTER", "DEPENDENT CHILD", "HIJO", "HIJA"],
  DOMESTIC_PARTNER: ["DOMESTIC PARTNER", "DOMESTIC_PARTNER", "DP", "PARTNER", "PAREJA DE HECHO"],
  EE: ["EE", "EMPLOYEE", "EMPLOYEE ONLY", "EE ONLY", "SINGLE", "EMPLEADO"],
  ES: ["ES", "EE SP", "EE SPOUSE", "EMPLOYEE SPOUSE", "EMPLOYEE AND SPOUSE", "EMPLOYEE PLUS SPOUSE", "EE SPOUSE"],
  EC: ["EC", "EE CH", "EE CHILD", "EE CHILDREN", "EMPLOYEE CHILD", "EMPLOYEE CHILDREN", "EMPLOYEE AND CHILDREN"],
  FAM: ["FAM", "FAMILY", "FAMILIA", "EE FAMILY", "EMPLOYEE FAMILY"],
  WAIVE: ["WAIVE", "WAIVED", "W", "DECLINE", "DECLINED", "NONE", "RENUNCIA"],
  Y: ["Y", "YES", "TRUE", "1", "ELECT", "ELECTED", "SI", "ENROLL", "ENROLLED"],
  N: ["N", "NO", "FALSE", "0", "WAIVE", "WAIVED", "DECLINE", "DECLINED", "NONE"],
  M: ["M", "MALE", "MAN", "MASCULINO", "HOMBRE"],
  F: ["F", "FEMALE", "WOMAN", "FEMENINO", "MUJER"],
  X: ["X", "NON BINARY", "NONBINARY", "OTHER"],
  U: ["U", "UNKNOWN", "UNDISCLOSED", "NOT DISCLOSED"],
  ACTIVE: ["ACTIVE", "A", "FT", "PT", "FULL TIME", "PART TIME", "ACTIVO"],
  LEAVE: ["LEAVE", "LOA", "L", "LEAVE OF ABSENCE", "ON LEAVE"],
  COBRA: ["COBRA"],
  RETIRED: ["RETIRED", "RETIREE", "R", "JUBILADO"],
};

export interface CensusField {
  readonly id: CensusFieldId;
  readonly label: { readonly en: string; readonly es: string };
  readonly required: CensusRequirement;
  readonly kind: CensusFieldKind;
  /** Header spellings besides the labels and the id; matched after normaliseHeader. */
  readonly aliases: readonly string[];
  /** The canonical values of an enum or election field. */
  readonly values?: readonly string[];
  /** The policy coverage an election or amount belongs to: a value for it on a policy without it is an error. */
  readonly coverage?: SlfCoverage;
}

export const CENSUS_FIELD_IDS = [
  "employeeId",
  "firstName",
  "lastName",
  "ssn",
  "dateOfBirth",
  "gender",
  "hireDate",
  "addressLine",
  "city",
  "state",
  "zip",
  "annualSalary",
  "employmentStatus",
  "hoursPerWeek",
  "relationship",
  "dependentOfEmployeeId",
  "basicLifeAmount",
  "voluntaryLifeAmount",
  "stdElection",
  "ltdElection",
  "dentalTier",
  "visionTier",
  "accidentTier",
  "criticalIllnessAmount",
  "hospitalIndemnityTier",
] as const;
export type CensusFieldId = (typeof CENSUS_FIELD_IDS)[number];

function field(definition: CensusField): CensusField {
  return definition;
}

/** The census fields in template column order. */
export const CENSUS_FIELDS: readonly CensusField[] = [
  field({
    id: "employeeId",
    label: { en: "Employee ID", es: "ID de empleado" },
    required: "employees",
    kind: "text",
    aliases: ["EE ID", "Emp #", "Emp ID", "Employee Number", "Employee #", "Associate ID", "Worker ID", "Payroll ID"],
  }),
  field({
    id: "firstName",
    label: { en: "First Name", es: "Nombre" },
    required: "always",
    kind: "text",
    aliases: ["First", "FName", "Given Name", "Member First Name", "Employee First Name", "Primer nombre"],
  }),
  field({
    id: "lastName",
    label: { en: "Last Name", es: "Apellido" },
    required: "always",
    kind: "text",
    aliases: ["Last", "LName", "Surname", "Family Name", "Member Last Name", "Employee Last Name", "Apellidos"],
  }),
  field({
    id: "ssn",
    label: { en: "SSN", es: "Número de Seguro Social" },
    required: "employees",
    kind: "ssn",
    aliases: ["Social Security Number", "Social Security #", "Social", "SS#", "SSN/TIN", "Member SSN", "Employee SSN"],
  }),
  field({
    id: "dateOfBirth",
    label: { en: "Date of Birth", es: "Fecha de nacimiento" },
    required: "always",
    kind: "date",
    aliases: ["DOB", "Birth Date", "Birthdate", "Birthday", "Member DOB", "Fecha nac"],
  }),
  field({
    id: "gender",
    label: { en: "Gender", es: "Sexo" },
    required: "no",
    kind: "enum",
    values: GENDERS,
    aliases: ["Sex", "Genero", "Gender Code"],
  }),
  field({
    id: "hireDate",
    label: { en: "Hire Date", es: "Fecha de contratación" },
    required: "employees",
    kind: "date",
    aliases: ["Date of Hire", "DOH", "Hired", "Original Hire Date", "Start Date", "Employment Date"],
  }),
  field({
    id: "addressLine",
    label: { en: "Address", es: "Dirección" },
    required: "employees",
    kind: "text",
    aliases: ["Address 1", "Address Line 1", "Street", "Street Address", "Home Address", "Addr1"],
  }),
  field({
    id: "city",
    label: { en: "City", es: "Ciudad" },
    required: "employees",
    kind: "text",
    aliases: ["Town", "Home City"],
  }),
  field({
    id: "state",
    label: { en: "State", es: "Estado" },
    required: "employees",
    kind: "state",
    aliases: ["ST", "State Code", "Home State", "Resident State"],
  }),
  field({
    id: "zip",
    label: { en: "Zip Code", es: "Código postal" },
    required: "employees",
    kind: "zip",
    aliases: ["Zip", "Postal Code", "Zipcode", "Zip+4", "Home Zip", "Postal"],
  }),
  field({
    id: "annualSalary",
    label: { en: "Annual Salary", es: "Salario anual" },
    required: "employees",
    kind: "money",
    aliases: ["Salary", "Annual Earnings", "Annual Pay", "Annual Compensation", "Base Salary", "Earnings", "Sueldo"],
  }),
  field({
    id: "employmentStatus",
    label: { en: "Employment Status", es: "Situación laboral" },
    required: "no",
    kind: "enum",
    values: EMPLOYMENT_STATUSES,
    aliases: ["Status", "Emp Status", "Employee Status", "Work Status"],
  }),
  field({
    id: "hoursPerWeek",
    label: { en: "Hours per Week", es: "Horas por semana" },
    required: "no",
    kind: "number",
    aliases: ["Hours", "Weekly Hours", "Scheduled Hours", "Hrs", "Hours Worked"],
  }),
  field({
    id: "relationship",
    label: { en: "Relationship", es: "Parentesco" },
    // Blank reads as EMPLOYEE: many HRIS exports list employees only and leave the column out or empty.
    required: "no",
    kind: "enum",
    values: RELATIONSHIPS,
    aliases: ["Relation", "Rel", "Relationship Code", "Member Type", "Dependent Relationship", "Relacion"],
  }),
  field({
    id: "dependentOfEmployeeId",
    label: { en: "Employee ID of Dependent", es: "ID del empleado del dependiente" },
    required: "dependents",
    kind: "text",
    aliases: ["Parent Employee ID", "Subscriber ID", "Primary Employee ID", "Sponsor ID", "Primary EE ID"],
  }),
  field({
    id: "basicLifeAmount",
    label: { en: "Basic Life Amount", es: "Monto de vida básico" },
    required: "no",
    kind: "money",
    coverage: "BASIC_LIFE",
    aliases: ["Life Amount", "Basic Life", "Basic Life Benefit", "Life Benefit Amount", "Life Volume"],
  }),
  field({
    id: "voluntaryLifeAmount",
    label: { en: "Voluntary Life Amount", es: "Monto de vida voluntario" },
    required: "no",
    kind: "money",
    coverage: "VOLUNTARY_LIFE",
    aliases: ["Voluntary Life", "Vol Life", "Supplemental Life", "Vol Life Amount", "Supp Life Amount"],
  }),
  field({
    id: "stdElection",
    label: { en: "STD Election", es: "Elección de STD" },
    required: "no",
    kind: "election",
    values: YES_NO,
    coverage: "STD",
    aliases: ["STD", "Short Term Disability", "STD Elect", "Elect STD"],
  }),
  field({
    id: "ltdElection",
    label: { en: "LTD Election", es: "Elección de LTD" },
    required: "no",
    kind: "election",
    values: YES_NO,
    coverage: "LTD",
    aliases: ["LTD", "Long Term Disability", "LTD Elect", "Elect LTD"],
  }),
  field({
    id: "dentalTier",
    label: { en: "Dental Tier", es: "Nivel dental" },
    required: "no",
    kind: "election",
    values: COVERAGE_TIERS,
    coverage: "DENTAL",
    aliases: ["Dental", "Dental Coverage", "Dental Coverage Level", "Dental Election"],
  }),
  field({
    id: "visionTier",
    label: { en: "Vision Tier", es: "Nivel de visión" },
    required: "no",
    kind: "election",
    values: COVERAGE_TIERS,
    coverage: "VISION",
    aliases: ["Vision", "Vision Coverage", "Vision Coverage Level", "Vision Election"],
  }),
  field({
    id: "accidentTier",
    label: { en: "Accident Tier", es: "Nivel de accidentes" },
    required: "no",
    kind: "election",
    values: COVERAGE_TIERS,
    coverage: "ACCIDENT",
    aliases: ["Accident", "Accident Coverage", "Accident Election"],
  }),
  field({
    id: "criticalIllnessAmount",
    label: { en: "Critical Illness Amount", es: "Monto de enfermedad grave" },
    required: "no",
    kind: "money",
    coverage: "CRITICAL_ILLNESS",
    aliases: ["Critical Illness", "CI Amount", "Critical Illness Benefit"],
  }),
  field({
    id: "hospitalIndemnityTier",
    label: { en: "Hospital Indemnity Tier", es: "Nivel de indemnización hospitalaria" },
    required: "no",
    kind: "election",
    values: COVERAGE_TIERS,
    coverage: "HOSPITAL_INDEMNITY",
    aliases: ["Hospital Indemnity", "HI Tier", "Hospital Indemnity Election"],
  }),
];

const FIELDS_BY_ID = new Map(CENSUS_FIELDS.map((definition) => [definition.id, definition]));

export function censusField(id: CensusFieldId): CensusField {
  const definition = FIELDS_BY_ID.get(id);
  if (!definition) throw new Error(`Unknown census field ${id}`);
  return definition;
}
