/** Asks before a record is deleted; deletes it on Delete and closes, shows the failure in the dialog, forgets it on close. */
import type { UseMutationResult } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../../components/confirm-dialog/confirm-dialog";
import { FormError } from "./form-error";

export interface DeleteRecordDialogProps<T extends { id: string }> {
  /** The record to delete; null when the dialog is closed. */
  record: T | null;
  title: string;
  message: string;
  remove: UseMutationResult<unknown, unknown, string>;
  onClose: () => void;
}

export function DeleteRecordDialog<T extends { id: string }>({
  record,
  title,
  message,
  remove,
  onClose,
}: DeleteRecordDialogProps<T>) {
  const { t } = useTranslation("eif");
  return (
    <ConfirmDialog
      opened={record !== null}
      title={title}
      message={message}
      confirmLabel={t("form.delete")}
      isDestructive
      isPending={remove.isPending}
      errorAlert={<FormError error={remove.error} />}
      onConfirm={() => record && remove.mutate(record.id, { onSuccess: onClose })}
      onClose={() => {
        remove.reset();
        onClose();
      }}
    />
  );
}
