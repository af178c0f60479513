/** A task page: its name, status and due date, then the body its kind calls for (call, upload or link). */
import { Alert, Anchor, Container, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageLoader } from "../../../components/page-loader";
import { isApiError } from "../../../lib/api-error";
import { usePageTitle } from "../../../lib/configuration/use-page-title";
import { useLocalizedPath } from "../../../lib/use-language";
import { useTask } from "../api/get-task";
import { useTasks } from "../api/get-tasks";
import type { TaskId } from "../api/hub-types";
import { useIsStaff } from "../hooks/use-is-staff";
import { CallTask } from "./call-task";
import { LinkTask } from "./link-task";
import { OnboardingFormsTask } from "./onboarding-forms/onboarding-forms-task";
import { SetStatusControl } from "./set-status-control";
import { TaskDueDate, TaskStatusBadge } from "./task-badges";
import { callOfTask, isUploadTask } from "./task-kinds";
import { UploadTask } from "./upload-task";

export function TaskNotFound({ clientId }: { clientId: string }) {
  const { t } = useTranslation("hub");
  usePageTitle(t("task.notFoundTitle"));
  const localizedPath = useLocalizedPath();
  return (
    <Container size="sm" py="xl">
      <Title order={1} mb="md">
        {t("task.notFoundTitle")}
      </Title>
      <Text mb="md">{t("task.notFoundBody")}</Text>
      <Anchor component={Link} to={localizedPath("home", { clientId })}>
        {t("task.backHome")}
      </Anchor>
    </Container>
  );
}

export interface TaskPageProps {
  clientId: string;
  taskId: TaskId;
  policyId: string | null;
}

export function TaskPage({ clientId, taskId, policyId }: TaskPageProps) {
  const { t } = useTranslation("hub");
  const name = t(`taskNames.${taskId}`);
  usePageTitle(name);
  const isStaff = useIsStaff();
  const task = useTask(clientId, taskId, policyId);
  const overview = useTasks(clientId);
  const policyLabel = overview.data?.policies.find((policy) => policy.policyId === policyId)?.label ?? null;

  if (isApiError(task.error) && task.error.status === 404) return <TaskNotFound clientId={clientId} />;
  const call = callOfTask(taskId);
  const isUpload = isUploadTask(taskId);
  const isFormsTask = taskId === "onboarding-forms";
  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <div>
          <Title order={1}>{name}</Title>
          {policyLabel && <Text c="dimmed">{policyLabel}</Text>}
        </div>
        {task.isPending && <PageLoader />}
        {task.isError && <Alert color="red">{task.error.message}</Alert>}
        {task.data && (
          <>
            <Group gap="md">
              <Group gap="xs">
                <Text>{t("task.status")}:</Text>
                <TaskStatusBadge status={task.data.status} />
              </Group>
              <TaskDueDate dueDate={task.data.dueDate} status={task.data.status} />
            </Group>
            <SetStatusControl
              clientId={clientId}
              taskId={taskId}
              policyId={policyId}
              allowedStatuses={task.data.allowedStatuses}
            />
          </>
        )}
        {call && <CallTask clientId={clientId} call={call} canSetStatus={isStaff} />}
        {isUpload && <UploadTask clientId={clientId} taskId={taskId} policyId={policyId} />}
        {isFormsTask && <OnboardingFormsTask clientId={clientId} />}
        {!call && !isUpload && !isFormsTask && <LinkTask clientId={clientId} taskId={taskId} policyId={policyId} />}
      </Stack>
    </Container>
  );
}
