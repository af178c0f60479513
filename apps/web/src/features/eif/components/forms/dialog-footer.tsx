/** An add/edit dialog's foot: the failure, if any, then Cancel and Save. */
import { Button, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FormError } from "./form-error";

export interface DialogFooterProps {
  error: unknown;
  isSaving: boolean;
  onCancel: () => void;
}

export function DialogFooter({ error, isSaving, onCancel }: DialogFooterProps) {
  const { t } = useTranslation("eif");
  return (
    <>
      <FormError error={error} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t("form.cancel")}
        </Button>
        <Button type="submit" loading={isSaving}>
          {t("form.save")}
        </Button>
      </Group>
    </>
  );
}
