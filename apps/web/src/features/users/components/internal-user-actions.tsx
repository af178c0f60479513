/** The actions of an internal user's row (SLF_OWNER's page): edit, send the activation e-mail, delete. */
import { ActionIcon, Menu } from "@mantine/core";
import type { UserListItem } from "@onboard/domain/users/user-admin-schemas";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/confirm-dialog/confirm-dialog";
import { useDeleteUser } from "../api/delete-user";
import { useSendActivationEmail } from "../api/send-activation-email";
import { useUpdateUser } from "../api/update-user";
import { UserActionError } from "./user-action-error";
import { UserFormModal } from "./user-form-modal";

export function InternalUserActions({ user }: { user: UserListItem }) {
  const { t } = useTranslation("users");
  const [dialog, setDialog] = useState<"edit" | "delete" | null>(null);
  const updateUser = useUpdateUser("internal", user.id);
  const deleteUser = useDeleteUser("internal");
  const sendActivation = useSendActivationEmail("internal");
  return (
    <>
      <Menu position="bottom-end" withinPortal={false}>
        <Menu.Target>
          <ActionIcon variant="subtle" aria-label={t("actions.menuFor", { name: user.name })}>
            <span aria-hidden="true">⋯</span>
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => setDialog("edit")}>{t("actions.edit")}</Menu.Item>
          {!user.isActivated && (
            <Menu.Item onClick={() => sendActivation.mutate(user.id)}>{t("actions.sendActivationEmail")}</Menu.Item>
          )}
          <Menu.Item color="red.9" onClick={() => setDialog("delete")}>
            {t("actions.delete")}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <UserActionError error={sendActivation.error} />
      {dialog === "edit" && (
        <UserFormModal
          opened
          mode="edit"
          kind="internal"
          title={t("dialogs.editTitle", { name: user.name })}
          initialValues={{
            name: user.name,
            email: user.email,
            phoneNumber: user.phoneNumber ?? "",
            companyName: user.companyName ?? "",
            role: user.role,
          }}
          onClose={() => setDialog(null)}
          onSubmit={({ sendWelcomeEmail: _unused, ...values }) => updateUser.mutateAsync(values)}
        />
      )}
      <ConfirmDialog
        isDestructive
        opened={dialog === "delete"}
        title={t("dialogs.deleteTitle")}
        message={t("dialogs.deleteMessage", { name: user.name })}
        confirmLabel={t("actions.delete")}
        isPending={deleteUser.isPending}
        errorAlert={<UserActionError error={deleteUser.error} />}
        onConfirm={() => deleteUser.mutate(user.id, { onSuccess: () => setDialog(null) })}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
