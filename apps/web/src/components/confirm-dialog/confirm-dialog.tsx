/** A confirmation dialog for a weighty action: the question, Cancel, and the action's own button (red when destructive). */
import { Button, Group, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { AppModal } from "../app-modal/app-modal";

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  isDestructive?: boolean;
  isPending: boolean;
  /** The failed action's alert, in the caller's wording. */
  errorAlert?: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation("common");
  return (
    <AppModal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      <Text>{props.message}</Text>
      {props.errorAlert}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={props.onClose}>
          {t("cancel")}
        </Button>
        <Button color={props.isDestructive ? "red" : undefined} onClick={props.onConfirm} loading={props.isPending}>
          {props.confirmLabel}
        </Button>
      </Group>
    </AppModal>
  );
}
