/**
 * One cell of the report: its value, "Fixed" when the value is the person's fix, and each problem beside it (outlined
 * red for an error, amber for a warning, the message visible under the value). Editing swaps in a text box: Enter
 * saves, Escape cancels.
 */
import { Badge, Text, TextInput } from "@mantine/core";
import type { CensusIssueDto } from "@onboard/domain/census/census-api";
import { type KeyboardEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useIssueMessage } from "../../hooks/use-issue-message";
import classes from "./report-grid.module.css";

export interface CellEditorProps {
  label: string;
  initialValue: string;
  isSaving: boolean;
  onSave: (value: string) => void;
  onCancel: () => void;
}

export function CellEditor({ label, initialValue, isSaving, onSave, onCancel }: CellEditorProps) {
  const [value, setValue] = useState(initialValue);
  const onKeyDown = (event: KeyboardEvent) => {
    // The grid's own keys (arrows, Enter, F2) stay out of the text box.
    event.stopPropagation();
    if (event.key === "Enter") {
      event.preventDefault();
      if (value === initialValue) onCancel();
      else onSave(value);
    } else if (event.key === "Escape") {
      event.preventDefault();
      onCancel();
    }
  };
  return (
    <TextInput
      size="xs"
      aria-label={label}
      value={value}
      disabled={isSaving}
      autoFocus
      onChange={(event) => setValue(event.currentTarget.value)}
      onKeyDown={onKeyDown}
      onBlur={() => {
        if (!isSaving) onCancel();
      }}
    />
  );
}

export function cellSeverityClass(issues: readonly CensusIssueDto[]): string | undefined {
  if (issues.some((issue) => issue.severity === "error")) return classes.error;
  if (issues.length > 0) return classes.warning;
  return undefined;
}

export function CellContent({
  value,
  issues,
  isFixed,
}: {
  value: string;
  issues: readonly CensusIssueDto[];
  isFixed: boolean;
}) {
  const { t } = useTranslation("census");
  const issueMessage = useIssueMessage();
  return (
    <>
      <div className={classes.value}>
        {value === "" ? (
          <Text span size="sm" c="dimmed">
            {t("report.empty")}
          </Text>
        ) : (
          value
        )}
        {isFixed && (
          <Badge size="xs" color="green" variant="light" ml={6}>
            {t("report.fixed")}
          </Badge>
        )}
      </div>
      {issues.length > 0 && (
        <div className={classes.messages}>
          {issues.map((issue) => (
            <Text
              key={`${issue.code}-${issue.message}`}
              size="xs"
              c={issue.severity === "error" ? "red.9" : undefined}
              className={issue.severity === "error" ? undefined : classes.warningText}
            >
              {`${issue.severity === "error" ? t("report.error") : t("report.warning")}: ${issueMessage(issue)}`}
            </Text>
          ))}
        </div>
      )}
    </>
  );
}
