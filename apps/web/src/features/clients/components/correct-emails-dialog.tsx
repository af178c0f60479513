/**
 * "Correct e-mails and resend": for the client's users who have not activated their account (often because they were
 * invited at a wrong address), edit each e-mail and send a new activation e-mail, in one call.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { type BulkEmailUpdateBody, bulkEmailUpdateBodySchema } from "@onboard/domain/users/user-admin-schemas";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { AppModal } from "../../../components/app-modal/app-modal";
import { isApiError } from "../../../lib/api-client";
import { useUpdateEmailsAndSendActivation } from "../api/update-emails-and-send-activation";
import { ActionError } from "./action-error";

export interface PendingUser {
  id: string;
  name: string;
  email: string;
}

export function CorrectEmailsDialog({
  clientId,
  users,
  onClose,
}: {
  clientId: string;
  users: PendingUser[];
  onClose: () => void;
}) {
  const { t } = useTranslation("clients");
  const update = useUpdateEmailsAndSendActivation(clientId);
  const form = useForm<BulkEmailUpdateBody>({
    resolver: zodResolver(bulkEmailUpdateBodySchema),
    defaultValues: { users: users.map((user) => ({ userId: user.id, email: user.email, clientId })) },
  });
  const submit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: onClose,
      onError: (error) => {
        // Server paths read "users.0.email" once the leading "body." is gone.
        for (const fieldError of isApiError(error) ? error.errors : []) {
          const match = /^users\.(\d+)\.email$/.exec(fieldError.path);
          if (match) form.setError(`users.${Number(match[1])}.email`, { message: fieldError.message });
        }
      },
    }),
  );
  return (
    <AppModal opened onClose={onClose} title={t("users.correctEmails.title")} size="lg" centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">{t("users.correctEmails.intro")}</Text>
          {users.map((user, index) => (
            <TextInput
              key={user.id}
              type="email"
              required
              label={t("users.correctEmails.emailOf", { name: user.name })}
              error={form.formState.errors.users?.[index]?.email?.message}
              {...form.register(`users.${index}.email`)}
            />
          ))}
          <ActionError error={update.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("users.correctEmails.cancel")}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t("users.correctEmails.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
