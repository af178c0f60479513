/** The details of a broker or ben admin on their page, with "Edit details" (an e-mail change moves form recipients). */
import { Alert, Button, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { UserDetail, UserKind } from "@onboard/domain/users/user-admin-schemas";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format-date-time";
import { useUpdateOnboardingFormEmail } from "../api/update-onboarding-form-email";
import { useUpdateUser } from "../api/update-user";
import { UserFormModal } from "./user-form-modal";

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text>{value}</Text>
    </div>
  );
}

export function UserDetailsSection({ kind, user }: { kind: UserKind; user: UserDetail }) {
  const { t, i18n } = useTranslation("users");
  const [isEditing, setEditing] = useState(false);
  const [movedFrom, setMovedFrom] = useState<string | null>(null);
  const updateUser = useUpdateUser(kind, user.id);
  const updateFormEmail = useUpdateOnboardingFormEmail(user.id);
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : t("never"));
  return (
    <Stack component="section" aria-labelledby="user-details-heading">
      <Group justify="space-between">
        <Title order={2} id="user-details-heading">
          {t("manage.details")}
        </Title>
        <Button variant="default" onClick={() => setEditing(true)}>
          {t("actions.editDetails")}
        </Button>
      </Group>
      {updateFormEmail.isError && (
        <Alert color="red" role="alert">
          {t("manage.formEmailFailed", { message: updateFormEmail.error.message })}
        </Alert>
      )}
      {movedFrom && (
        <Alert
          color="blue"
          role="status"
          withCloseButton
          closeButtonLabel={t("actions.dismiss")}
          onClose={() => setMovedFrom(null)}
        >
          {t("manage.emailChanged", { oldEmail: movedFrom, email: user.email })}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        <Detail label={t("fields.name")} value={user.name} />
        <Detail label={t("fields.email")} value={user.email} />
        <Detail label={t("fields.phoneNumber")} value={user.phoneNumber ?? "—"} />
        <Detail label={t("fields.companyName")} value={user.companyName ?? "—"} />
        <Detail label={t("columns.status")} value={user.isActivated ? t("status.active") : t("status.notActivated")} />
        <Detail label={t("manage.welcomeEmailSent")} value={when(user.welcomeEmailSentAt)} />
        <Detail label={t("manage.createdAt")} value={when(user.createdAt)} />
        <Detail label={t("columns.lastLogin")} value={when(user.lastLoginAt)} />
      </SimpleGrid>
      {isEditing && (
        <UserFormModal
          opened
          mode="edit"
          kind={kind}
          title={t("dialogs.editTitle", { name: user.name })}
          initialValues={{
            name: user.name,
            email: user.email,
            phoneNumber: user.phoneNumber ?? "",
            companyName: user.companyName ?? "",
          }}
          onClose={() => setEditing(false)}
          onSubmit={async ({ sendWelcomeEmail: _unused, role: _role, ...values }) => {
            const updated = await updateUser.mutateAsync(values);
            setMovedFrom(null);
            updateFormEmail.reset();
            if (!updated.oldEmail || updated.oldEmail === updated.email) return;
            // The user is saved either way: the forms' move has its own outcome, shown beside the details.
            const oldEmail = updated.oldEmail;
            updateFormEmail.mutate({ email: updated.email, oldEmail }, { onSuccess: () => setMovedFrom(oldEmail) });
          }}
        />
      )}
    </Stack>
  );
}
