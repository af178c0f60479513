/**
 * The validation report's own words in English and Spanish (the server has no i18next): sheet and column titles, the
 * summary's lines and a description of each problem code. The problems' messages themselves are the domain's
 * (census-messages.ts), in English, as every census answer of the server.
 */
import type { CensusIssueCode } from "@onboard/domain/census/census-messages";

export type ReportLanguage = "en" | "es";

export interface ReportLabels {
  summarySheet: string;
  rowsSheet: string;
  title: string;
  notValidated: string;
  rows: string;
  errors: string;
  warnings: string;
  rowsWithErrors: string;
  rowsWithWarnings: string;
  problem: string;
  code: string;
  count: string;
  rowColumn: string;
  problemsColumn: string;
  legend: string;
  codes: Record<CensusIssueCode, string>;
}

export const REPORT_LABELS: Record<ReportLanguage, ReportLabels> = {
  en: {
    summarySheet: "Summary",
    rowsSheet: "Rows",
    title: "Census validation report",
    notValidated: "This census has not been validated yet.",
    rows: "Rows checked",
    errors: "Errors",
    warnings: "Warnings",
    rowsWithErrors: "Rows with errors",
    rowsWithWarnings: "Rows with warnings",
    problem: "Problem",
    code: "Code",
    count: "Count",
    rowColumn: "Row",
    problemsColumn: "Problems",
    legend:
      'On the "Rows" sheet, cells with an error are red, cells with a warning are yellow, and corrected values are blue and in italics.',
    codes: {
      required: "A required value is blank",
      textTooLong: "Text longer than 191 characters",
      controlCharacters: "Tabs, line breaks or other control characters",
      dateFormat: "A date not in the column's format",
      dateNotReal: "A date that does not exist",
      zipFormat: "A zip code not as ##### or #####-####",
      stateNotValid: "Not one of the 50 states or DC",
      ssnFormat: "An SSN not as ###-##-#### or #########",
      moneyFormat: "An amount that cannot be read",
      moneyNegative: "A negative amount",
      numberFormat: "A number that cannot be read",
      valueNotValid: "A value that is not one of the accepted values",
      coverageNotOnPolicy: "An election for a coverage the policy does not include",
      amountOverMaximum: "An amount over the plan maximum",
      electionOnDependent: "An election on a dependent's row (ignored)",
      dependentWithoutEmployee: "A dependent whose employee is not in the census",
      duplicateSsn: "The same SSN twice",
      duplicatePerson: "The same name and date of birth twice",
      duplicateEmployeeId: "The same Employee ID twice",
      fieldMappedTwice: "A field chosen for two columns",
      tooManyColumns: "Too many columns",
    },
  },
  es: {
    summarySheet: "Resumen",
    rowsSheet: "Filas",
    title: "Informe de validación del censo",
    notValidated: "Este censo aún no se ha validado.",
    rows: "Filas revisadas",
    errors: "Errores",
    warnings: "Advertencias",
    rowsWithErrors: "Filas con errores",
    rowsWithWarnings: "Filas con advertencias",
    problem: "Problema",
    code: "Código",
    count: "Cantidad",
    rowColumn: "Fila",
    problemsColumn: "Problemas",
    legend:
      'En la hoja "Filas", las celdas con un error están en rojo, las celdas con una advertencia en amarillo y los valores corregidos en azul y en cursiva.',
    codes: {
      required: "Falta un valor obligatorio",
      textTooLong: "Texto de más de 191 caracteres",
      controlCharacters: "Tabulaciones, saltos de línea u otros caracteres de control",
      dateFormat: "Una fecha que no está en el formato de la columna",
      dateNotReal: "Una fecha que no existe",
      zipFormat: "Un código postal que no es ##### ni #####-####",
      stateNotValid: "No es uno de los 50 estados ni DC",
      ssnFormat: "Un SSN que no es ###-##-#### ni #########",
      moneyFormat: "Un monto que no se puede leer",
      moneyNegative: "Un monto negativo",
      numberFormat: "Un número que no se puede leer",
      valueNotValid: "Un valor que no es uno de los valores aceptados",
      coverageNotOnPolicy: "Una elección de una cobertura que la póliza no incluye",
      amountOverMaximum: "Un monto superior al máximo del plan",
      electionOnDependent: "Una elección en la fila de un dependiente (se ignora)",
      dependentWithoutEmployee: "Un dependiente cuyo empleado no está en el censo",
      duplicateSsn: "El mismo SSN dos veces",
      duplicatePerson: "El mismo nombre y fecha de nacimiento dos veces",
      duplicateEmployeeId: "El mismo ID de empleado dos veces",
      fieldMappedTwice: "Un campo elegido para dos columnas",
      tooManyColumns: "Demasiadas columnas",
    },
  },
};

/** A code's description; a code the table does not know is shown as itself. */
export function describeCode(labels: ReportLabels, code: string): string {
  return Object.hasOwn(labels.codes, code) ? labels.codes[code as CensusIssueCode] : code;
}
