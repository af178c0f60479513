/** A record's Edit and Delete buttons, named after the record; Edit opens a dialog or goes to a page, other actions sit between. */
import { Button, Group, type GroupProps } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export interface RecordActionsProps extends Omit<GroupProps, "children"> {
  /** The record's name, for the buttons' accessible names. */
  name: string;
  /** Edit opens a dialog… */
  onEdit?: () => void;
  /** …or goes to this path. */
  editTo?: string;
  onDelete: () => void;
  /** More actions, between Edit and Delete. */
  children?: ReactNode;
}

export function RecordActions({ name, onEdit, editTo, onDelete, children, ...groupProps }: RecordActionsProps) {
  const { t } = useTranslation("eif");
  const editLabel = t("form.editNamed", { name });
  return (
    <Group gap="xs" {...groupProps}>
      {editTo ? (
        <Button component={Link} to={editTo} size="compact-sm" variant="default" aria-label={editLabel}>
          {t("form.edit")}
        </Button>
      ) : (
        <Button size="compact-sm" variant="default" aria-label={editLabel} onClick={onEdit}>
          {t("form.edit")}
        </Button>
      )}
      {children}
      <Button
        size="compact-sm"
        variant="default"
        color="red"
        aria-label={t("form.deleteNamed", { name })}
        onClick={onDelete}
      >
        {t("form.delete")}
      </Button>
    </Group>
  );
}
