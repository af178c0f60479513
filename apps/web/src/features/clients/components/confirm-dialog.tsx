/** A confirmation dialog for a weighty action: the question, Cancel, and the action's own button. */
import { Button, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { AppModal } from "../../../components/app-modal/app-modal";
import { ActionError } from "./action-error";

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  isDestructive?: boolean;
  isPending: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation("clients");
  return (
    <AppModal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      <Text>{props.message}</Text>
      <ActionError error={props.error} />
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={props.onClose}>
          {t("actions.cancel")}
        </Button>
        <Button color={props.isDestructive ? "red" : undefined} onClick={props.onConfirm} loading={props.isPending}>
          {props.confirmLabel}
        </Button>
      </Group>
    </AppModal>
  );
}
