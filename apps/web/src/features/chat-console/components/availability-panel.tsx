/**
 * The agent's availability per department: a switch each ("Available", named with the department for assistive
 * technology), whether the department is online, and how many agents are available in it.
 */
import { Alert, Badge, Group, Paper, SimpleGrid, Switch, Text, Title } from "@mantine/core";
import type { ChatConsole } from "@onboard/domain/chat/chat-schemas";
import { useTranslation } from "react-i18next";
import { useChatLabels } from "../../../components/chat-transcript/use-chat-labels";
import { useChatMessageText } from "../../../lib/chat-message-text";
import { useSetChatAvailability } from "../api/set-chat-availability";

export function AvailabilityPanel({ departments }: { departments: ChatConsole["departments"] }) {
  const { t } = useTranslation("chatConsole");
  const { errorText } = useChatMessageText("chatConsole:errors.general");
  const labels = useChatLabels();
  const setAvailability = useSetChatAvailability();
  const pendingDepartment = setAvailability.isPending ? setAvailability.variables?.department : undefined;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {departments.map((department) => {
          const name = labels.department(department.department);
          const headingId = `chat-department-${department.department}`;
          return (
            <Paper key={department.department} withBorder p="md" component="section" aria-labelledby={headingId}>
              <Group justify="space-between" mb="xs">
                <Title order={3} size="h4" id={headingId}>
                  {name}
                </Title>
                <Badge color={department.isOnline ? "green" : "gray"} variant="light">
                  {department.isOnline ? t("availability.online") : t("availability.offline")}
                </Badge>
              </Group>
              <Switch
                label={t("availability.available")}
                aria-label={t("availability.availableIn", { department: name })}
                checked={department.isAvailable}
                disabled={pendingDepartment === department.department}
                onChange={(event) =>
                  setAvailability.mutate({
                    department: department.department,
                    isAvailable: event.currentTarget.checked,
                  })
                }
              />
              <Text size="sm" mt="xs">
                {t("availability.agents", { count: department.availableAgents })}
              </Text>
            </Paper>
          );
        })}
      </SimpleGrid>
      {setAvailability.isError && (
        <Alert color="red" role="alert" title={t("availability.error")}>
          {errorText(setAvailability.error)}
        </Alert>
      )}
    </>
  );
}
