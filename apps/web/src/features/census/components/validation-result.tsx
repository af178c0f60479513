/**
 * One census file's validation on validate-submit: progress while it runs, then the counts, the file's problems, the
 * first row problems, the report link and Submit (only without errors).
 */
import { Alert, Anchor, Button, List, Stack, Text } from "@mantine/core";
import type { CensusItem } from "@onboard/domain/census/census-api";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LabelledProgress } from "../../../components/labelled-progress/labelled-progress";
import { useLanguage, useLocalizedPath } from "../../../lib/use-language";
import { isValidationInProgress } from "../api/get-census-validation";
import { useSubmitCensus } from "../api/submit-census";
import { useIssueMessage } from "../hooks/use-issue-message";
import { ValidationCounts } from "./validation-counts";

/** How many of the first problems the step lists before pointing to the report. */
const FIRST_PROBLEMS = 10;

export interface ValidationResultProps {
  clientId: string;
  policyId: string;
  item: CensusItem;
}

function ValidationProgress({ item }: { item: CensusItem }) {
  const { t } = useTranslation("census");
  const language = useLanguage();
  const { bytesRead, totalBytes, rowsRead } = item.domainValidations.progress;
  const percent = totalBytes > 0 ? Math.min(100, Math.round((bytesRead / totalBytes) * 100)) : 0;
  return (
    <LabelledProgress
      label={t("validate.validating")}
      value={percent}
      detail={t("validate.rowsRead", { rows: rowsRead.toLocaleString(language) })}
    />
  );
}

export function ValidationResult({ clientId, policyId, item }: ValidationResultProps) {
  const { t } = useTranslation("census");
  const localizedPath = useLocalizedPath();
  const issueMessage = useIssueMessage();
  const submit = useSubmitCensus(clientId, policyId);
  const validations = item.domainValidations;
  const documentId = item.document.id;
  const reportLink = (
    <Anchor component={Link} to={localizedPath("censusValidationReport", { clientId, policyId, documentId })}>
      {t("validate.openReport")}
    </Anchor>
  );
  if (isValidationInProgress(validations.status)) return <ValidationProgress item={item} />;
  if (validations.status === "FAILED") {
    return (
      <Alert color="red" role="alert">
        {validations.failure ?? t("validate.failed")}
      </Alert>
    );
  }
  if (validations.status !== "DONE" || !validations.counts) return <Text>{t("validate.notStarted")}</Text>;
  const hasErrors = validations.counts.errors > 0;
  const isSubmitted = item.submitted || submit.isSuccess;
  return (
    <Stack gap="md">
      <ValidationCounts counts={validations.counts} />
      {validations.fileIssues.length > 0 && (
        <Alert color="red" title={t("validate.fileIssues")}>
          {validations.fileIssues.map((issue) => (
            <Text key={`${issue.code}-${issue.fieldId ?? ""}`} size="sm">
              {issue.message}
            </Text>
          ))}
        </Alert>
      )}
      {validations.issues.length > 0 && (
        <div>
          <Text fw={600}>{t("validate.firstProblems")}</Text>
          <List size="sm">
            {validations.issues.slice(0, FIRST_PROBLEMS).map((issue) => (
              <List.Item key={`${issue.rowNumber}-${issue.fieldId}-${issue.code}`}>
                {t("validate.problemLine", { row: issue.rowNumber, message: issueMessage(issue) })}
              </List.Item>
            ))}
          </List>
          {validations.truncated && <Text size="sm">{t("validate.truncated")}</Text>}
        </div>
      )}
      {reportLink}
      {hasErrors && !isSubmitted && <Alert color="red">{t("validate.cannotSubmit")}</Alert>}
      {isSubmitted ? (
        <Alert color="green" role="status">
          {t("validate.submitted")}
        </Alert>
      ) : (
        <div>
          <Button disabled={hasErrors} loading={submit.isPending} onClick={() => submit.mutate(documentId)}>
            {t("validate.submit")}
          </Button>
        </div>
      )}
      {submit.isError && (
        <Alert color="red" role="alert">
          {submit.error.message}
        </Alert>
      )}
    </Stack>
  );
}
