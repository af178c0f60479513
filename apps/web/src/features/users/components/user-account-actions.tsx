/**
 * The account actions of a broker or ben admin: send the activation e-mail, copy an activation link (to the
 * clipboard, with a visible confirmation), reset MFA, change a ben admin to broker, and delete (each weighty one
 * confirmed first).
 */
import { Alert, Button, Group, Stack, TextInput, Title } from "@mantine/core";
import type { UserDetail } from "@onboard/domain/users/user-admin-schemas";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ConfirmDialog } from "../../../components/confirm-dialog/confirm-dialog";
import { useLocalizedPath } from "../../../lib/use-language";
import { useChangeToBroker } from "../api/change-to-broker";
import { useCreateActivationLink } from "../api/copy-activation-link";
import { useDeleteUser } from "../api/delete-user";
import { useResetMfa } from "../api/reset-mfa";
import { useSendActivationEmail } from "../api/send-activation-email";
import { UserActionError } from "./user-action-error";

type Dialog = "resetMfa" | "changeToBroker" | "delete" | null;

export function UserAccountActions({ kind, user }: { kind: "broker" | "ben-admin"; user: UserDetail }) {
  const { t } = useTranslation("users");
  const navigate = useNavigate();
  const localizedPath = useLocalizedPath();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [copiedLink, setCopiedLink] = useState<string | null>(null);
  const sendActivation = useSendActivationEmail(kind);
  const createLink = useCreateActivationLink();
  const resetMfa = useResetMfa();
  const changeToBroker = useChangeToBroker();
  const deleteUser = useDeleteUser(kind);
  const close = () => setDialog(null);

  const copyLink = () =>
    createLink.mutate(user.id, {
      onSuccess: async ({ link }) => {
        setCopiedLink(link);
        try {
          await navigator.clipboard.writeText(link);
          setNotice(t("manage.linkCopied"));
        } catch {
          // No clipboard (permissions, insecure origin): the link stays on screen to copy by hand.
          setNotice(t("manage.linkNotCopied"));
        }
      },
    });

  return (
    <Stack component="section" aria-labelledby="user-account-heading">
      <Title order={2} id="user-account-heading">
        {t("manage.account")}
      </Title>
      <Group>
        <Button
          variant="default"
          disabled={user.isActivated}
          loading={sendActivation.isPending}
          onClick={() =>
            sendActivation.mutate(user.id, { onSuccess: () => setNotice(t("manage.activationEmailSent")) })
          }
        >
          {t("actions.sendActivationEmail")}
        </Button>
        <Button variant="default" disabled={user.isActivated} loading={createLink.isPending} onClick={copyLink}>
          {t("actions.copyActivationLink")}
        </Button>
        <Button variant="default" onClick={() => setDialog("resetMfa")}>
          {t("actions.resetMfa")}
        </Button>
        {kind === "ben-admin" && (
          <Button variant="default" onClick={() => setDialog("changeToBroker")}>
            {t("actions.changeToBroker")}
          </Button>
        )}
        <Button color="red" variant="outline" onClick={() => setDialog("delete")}>
          {t("actions.delete")}
        </Button>
      </Group>
      {notice && (
        <Alert
          color="green"
          role="status"
          withCloseButton
          closeButtonLabel={t("actions.dismiss")}
          onClose={() => setNotice(null)}
        >
          {notice}
        </Alert>
      )}
      {copiedLink && (
        <TextInput
          label={t("manage.activationLink")}
          value={copiedLink}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
        />
      )}
      <UserActionError error={sendActivation.error ?? createLink.error} />
      <ConfirmDialog
        opened={dialog === "resetMfa"}
        title={t("dialogs.resetMfaTitle")}
        message={t("dialogs.resetMfaMessage", { name: user.name })}
        confirmLabel={t("actions.resetMfa")}
        isPending={resetMfa.isPending}
        errorAlert={<UserActionError error={resetMfa.error} />}
        onConfirm={() =>
          resetMfa.mutate(user.email, {
            onSuccess: () => {
              close();
              setNotice(t("manage.mfaReset"));
            },
          })
        }
        onClose={close}
      />
      <ConfirmDialog
        opened={dialog === "changeToBroker"}
        title={t("dialogs.changeToBrokerTitle")}
        message={t("dialogs.changeToBrokerMessage", { name: user.name })}
        confirmLabel={t("actions.changeToBroker")}
        isPending={changeToBroker.isPending}
        errorAlert={<UserActionError error={changeToBroker.error} />}
        onConfirm={() =>
          changeToBroker.mutate(user.id, {
            onSuccess: () => navigate(localizedPath("brokerManage", { userId: user.id }), { replace: true }),
          })
        }
        onClose={close}
      />
      <ConfirmDialog
        isDestructive
        opened={dialog === "delete"}
        title={t("dialogs.deleteTitle")}
        message={t("dialogs.deleteMessage", { name: user.name })}
        confirmLabel={t("actions.delete")}
        isPending={deleteUser.isPending}
        errorAlert={<UserActionError error={deleteUser.error} />}
        onConfirm={() =>
          deleteUser.mutate(user.id, {
            onSuccess: () => navigate(localizedPath(kind === "broker" ? "brokersAdmin" : "benAdminsAdmin")),
          })
        }
        onClose={close}
      />
    </Stack>
  );
}
