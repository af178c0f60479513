/** A confirmation dialog for a destructive or weighty action: the question, Cancel, and the action's own button. */
import { Button, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { AppModal } from "../../../components/app-modal/app-modal";
import { UserActionError } from "./user-action-error";

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  isPending: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  isPending,
  error,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation("users");
  return (
    <AppModal opened={opened} onClose={onClose} title={title} centered>
      <Text>{message}</Text>
      <UserActionError error={error} />
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t("actions.cancel")}
        </Button>
        <Button color="red" onClick={onConfirm} loading={isPending}>
          {confirmLabel}
        </Button>
      </Group>
    </AppModal>
  );
}
