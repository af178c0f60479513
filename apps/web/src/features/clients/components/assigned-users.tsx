/**
 * The brokers and ben admins linked to the client: Unassign each, Assign another (picked by search), and send the
 * activation e-mail to those who have not activated their account yet.
 */
import { Alert, Badge, Button, Group, Loader, Stack, Table, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../../lib/use-language";
import { type AssignableRole, useAssignUser } from "../api/assign-user";
import { useSendActivationEmails } from "../api/client-action";
import { useClientSetup } from "../api/get-client-setup";
import { useClientMessage } from "../hooks/use-client-message";
import { ActionError } from "./action-error";
import { CorrectEmailsDialog } from "./correct-emails-dialog";
import { UserPicker } from "./user-picker";

function AssignForm({
  clientId,
  userRole: role,
  assignedIds,
}: {
  clientId: string;
  userRole: AssignableRole;
  assignedIds: string[];
}) {
  const { t } = useTranslation("clients");
  const assign = useAssignUser(clientId);
  const [userId, setUserId] = useState<string | null>(null);
  // Remounting the picker after an assignment clears it.
  const [round, setRound] = useState(0);
  return (
    <Stack gap={4}>
      <Group align="flex-end">
        <UserPicker
          key={round}
          role={role}
          label={t(`users.pick.${role}`)}
          value={userId}
          onChange={setUserId}
          excludeIds={assignedIds}
        />
        <Button
          disabled={!userId}
          loading={assign.isPending}
          onClick={() =>
            userId &&
            assign.mutate(
              { role, userId, isAssigning: true },
              {
                onSuccess: () => {
                  setUserId(null);
                  setRound((n) => n + 1);
                },
              },
            )
          }
        >
          {t(`users.assign.${role}`)}
        </Button>
      </Group>
      <ActionError error={assign.error} />
    </Stack>
  );
}

export function AssignedUsers({ clientId }: { clientId: string }) {
  const { t } = useTranslation("clients");
  const { errorMessage } = useClientMessage();
  const language = useLanguage();
  const setup = useClientSetup(clientId);
  const unassign = useAssignUser(clientId);
  const activation = useSendActivationEmails(clientId, language);
  const [isCorrecting, setCorrecting] = useState(false);
  if (setup.isPending) return <Loader aria-label={t("loading")} />;
  if (setup.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(setup.error)}
      </Alert>
    );
  }
  const users = setup.data.linkedUsers;
  const pendingUsers = users.filter((user) => !user.isActivated);
  const hasPending = pendingUsers.length > 0;
  return (
    <Stack>
      {users.length === 0 ? (
        <Text>{t("users.none")}</Text>
      ) : (
        <Table>
          <Table.Caption>{t("users.caption")}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("users.columns.name")}</Table.Th>
              <Table.Th>{t("users.columns.email")}</Table.Th>
              <Table.Th>{t("users.columns.role")}</Table.Th>
              <Table.Th>{t("users.columns.status")}</Table.Th>
              <Table.Th>{t("users.columns.actions")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {users.map((user) => (
              <Table.Tr key={user.id}>
                <Table.Td>{user.name}</Table.Td>
                <Table.Td>{user.email}</Table.Td>
                <Table.Td>{t(`users.roles.${user.role}`)}</Table.Td>
                <Table.Td>
                  <Badge color={user.isActivated ? "green" : "gray"} variant="light">
                    {user.isActivated ? t("users.activated") : t("users.notActivated")}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="default"
                    loading={unassign.isPending && unassign.variables?.userId === user.id}
                    onClick={() => unassign.mutate({ role: user.role, userId: user.id, isAssigning: false })}
                    aria-label={t("users.unassignUser", { name: user.name })}
                  >
                    {t("users.unassign")}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <ActionError error={unassign.error} />
      <AssignForm clientId={clientId} userRole="BROKER" assignedIds={users.map((user) => user.id)} />
      <AssignForm clientId={clientId} userRole="BEN_ADMIN" assignedIds={users.map((user) => user.id)} />
      <Group>
        <Button
          variant="light"
          disabled={!hasPending}
          loading={activation.isPending}
          onClick={() => activation.mutate()}
        >
          {t("users.sendActivation")}
        </Button>
        <Button variant="default" disabled={!hasPending} onClick={() => setCorrecting(true)}>
          {t("users.correctEmails.open")}
        </Button>
        {activation.isSuccess && (
          <Text size="sm" role="status">
            {t("users.activationSent", { count: activation.data.emailIds.length })}
          </Text>
        )}
      </Group>
      <ActionError error={activation.error} />
      {isCorrecting && (
        <CorrectEmailsDialog clientId={clientId} users={pendingUsers} onClose={() => setCorrecting(false)} />
      )}
    </Stack>
  );
}
