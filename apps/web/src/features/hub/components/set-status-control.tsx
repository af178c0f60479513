/** Moves a task to one of the statuses the server says this caller may set now (staff: Done, Action Required...). */
import { Alert, Button, Group, Select } from "@mantine/core";
import type { TaskStatus } from "@onboard/domain/tasks/task-ids";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useUpdateTaskStatus } from "../api/update-task-status";

export interface SetStatusControlProps {
  clientId: string;
  taskId: string;
  policyId: string | null;
  allowedStatuses: TaskStatus[];
}

export function SetStatusControl({ clientId, taskId, policyId, allowedStatuses }: SetStatusControlProps) {
  const { t } = useTranslation("hub");
  const update = useUpdateTaskStatus(clientId, taskId, policyId);
  const [status, setStatus] = useState<string | null>(null);
  if (allowedStatuses.length === 0) return null;
  const submit = () => {
    if (status) update.mutate({ status: status as TaskStatus }, { onSuccess: () => setStatus(null) });
  };
  return (
    <div>
      <Group align="flex-end" gap="sm">
        <Select
          label={t("task.setStatus")}
          placeholder={t("task.chooseStatus")}
          data={allowedStatuses.map((value) => ({ value, label: t(`status.${value}`) }))}
          value={status}
          onChange={setStatus}
          comboboxProps={{ withinPortal: false }}
        />
        <Button onClick={submit} disabled={!status} loading={update.isPending}>
          {t("task.updateStatus")}
        </Button>
      </Group>
      {update.isError && (
        <Alert color="red" mt="sm">
          {update.error.message}
        </Alert>
      )}
    </div>
  );
}
