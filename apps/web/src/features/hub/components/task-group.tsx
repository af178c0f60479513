/** One group of tasks on home ("Your tasks" or a policy): each row links to its task page. */
import { Anchor, Card, Group, Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalizedPath } from "../../../lib/use-language";
import type { TaskItem } from "../api/hub-types";
import { TaskDueDate, TaskStatusBadge } from "./task-badges";

export function TaskGroup({ clientId, title, tasks }: { clientId: string; title: string; tasks: TaskItem[] }) {
  const { t } = useTranslation("hub");
  const localizedPath = useLocalizedPath();
  const pathOf = (task: TaskItem) =>
    task.policyId
      ? localizedPath("policyTask", { clientId, taskId: task.taskId, policyId: task.policyId })
      : localizedPath("task", { clientId, taskId: task.taskId });
  return (
    <Card withBorder component="section" aria-label={title}>
      <Title order={2} size="h3" mb="sm">
        {title}
      </Title>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: "none" }}>
        {tasks.map((task) => (
          <Group component="li" key={task.id} justify="space-between" wrap="wrap">
            <Anchor component={Link} to={pathOf(task)} fw={500}>
              {t(`taskNames.${task.taskId}`)}
            </Anchor>
            <Group gap="sm">
              <TaskDueDate dueDate={task.dueDate} status={task.status} />
              <TaskStatusBadge status={task.status} />
            </Group>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
