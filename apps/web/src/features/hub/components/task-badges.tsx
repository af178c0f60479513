/** A task's status badge (label and tone from the domain) and its due date with the due-date warning. */
import { Badge, Group, Text } from "@mantine/core";
import { getDueDateWarning } from "@onboard/domain/tasks/due-date";
import type { TaskStatus } from "@onboard/domain/tasks/task-ids";
import { type StatusTone, TASK_STATUS_DISPLAY } from "@onboard/domain/tasks/task-status-display";
import { useTranslation } from "react-i18next";
import { formatDay } from "../../../lib/format-date-time";
import { useLanguage } from "../../../lib/use-language";

const TONE_COLOR: Record<StatusTone, string> = { info: "blue", warning: "orange", error: "red", success: "green" };

export function TaskStatusBadge({ status }: { status: TaskStatus }) {
  const { t } = useTranslation("hub");
  const display = TASK_STATUS_DISPLAY[status];
  return (
    <Badge color={TONE_COLOR[display.tone]} variant="light">
      {t(`status.${status}`)}
    </Badge>
  );
}

export function TaskDueDate({ dueDate, status }: { dueDate: string | null; status: TaskStatus }) {
  const { t } = useTranslation("hub");
  const language = useLanguage();
  if (!dueDate) return null;
  const warning = getDueDateWarning(dueDate, status, new Date());
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm">{t("task.dueOn", { date: formatDay(dueDate, language) })}</Text>
      {warning && (
        <Badge color={warning === "DUE_SOON" ? "orange" : "red"} variant="outline">
          {t(`dueDate.${warning}`)}
        </Badge>
      )}
    </Group>
  );
}
