/**
 * A row issue in the page's language. The server words issues in English (CENSUS_MESSAGES); the code says which
 * message it is, the field gives its label in either language, and the few numbers a message carries (a row, a
 * format, an amount, the allowed values) are read back from the English words. An unknown code stays as the server
 * words it.
 */
import type { CensusIssueDto } from "@onboard/domain/census/census-api";
import { censusField } from "@onboard/domain/census/census-fields";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../../lib/use-language";

const TRAILING: Record<string, RegExp> = {
  dateFormat: /format (.+)$/,
  amountOverMaximum: /maximum of (.+)$/,
  valueNotValid: /must be one of (.+)$/,
  duplicateSsn: /row (\d+)$/,
  duplicatePerson: /row (\d+)$/,
  duplicateEmployeeId: /row (\d+)$/,
};

const KNOWN_CODES = new Set([
  "required",
  "textTooLong",
  "controlCharacters",
  "dateFormat",
  "dateNotReal",
  "zipFormat",
  "stateNotValid",
  "ssnFormat",
  "moneyFormat",
  "moneyNegative",
  "numberFormat",
  "valueNotValid",
  "coverageNotOnPolicy",
  "amountOverMaximum",
  "electionOnDependent",
  "dependentWithoutEmployee",
  "duplicateSsn",
  "duplicatePerson",
  "duplicateEmployeeId",
]);

export function useIssueMessage() {
  const { t } = useTranslation("census");
  const language = useLanguage();
  return useCallback(
    (issue: Pick<CensusIssueDto, "code" | "fieldId" | "message">): string => {
      if (!KNOWN_CODES.has(issue.code)) return issue.message;
      const pattern = TRAILING[issue.code];
      const detail = pattern ? pattern.exec(issue.message)?.[1] : "";
      if (detail === undefined) return issue.message;
      return t(`issues.${issue.code}`, { field: censusField(issue.fieldId).label[language], detail });
    },
    [t, language],
  );
}

/** A filter option's name for an issue code: a short name of the problem, or the code itself when it is new. */
export function useIssueCodeName() {
  const { t } = useTranslation("census");
  return useCallback((code: string): string => (KNOWN_CODES.has(code) ? t(`codeNames.${code}`) : code), [t]);
}
