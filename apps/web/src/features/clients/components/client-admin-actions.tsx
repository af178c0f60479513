/** The client's weighty actions, each confirmed first: re-sync, undo IC edits, archive or unarchive, and delete. */
import { Button, Group, Text } from "@mantine/core";
import type { ClientDetail } from "@onboard/domain/clients/client-schemas";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ConfirmDialog } from "../../../components/confirm-dialog/confirm-dialog";
import { formatDateTime, localeOf } from "../../../lib/format-date-time";
import { useLanguage, useLocalizedPath } from "../../../lib/use-language";
import { useSyncClient, useUndoIcEdits } from "../api/client-action";
import { useDeleteClient } from "../api/delete-client";
import { useUpdateClient } from "../api/update-client";
import { ActionError } from "./action-error";

type Pending = "undo" | "archive" | "delete" | null;

export function ClientAdminActions({ client }: { client: ClientDetail }) {
  const { t } = useTranslation("clients");
  const language = useLanguage();
  const navigate = useNavigate();
  const localizedPath = useLocalizedPath();
  const sync = useSyncClient(client.id);
  const undo = useUndoIcEdits(client.id);
  const update = useUpdateClient(client.id);
  const remove = useDeleteClient(client.id);
  const [pending, setPending] = useState<Pending>(null);
  const close = () => setPending(null);
  const archiveKey = client.isArchived ? "unarchive" : "archive";

  return (
    <>
      <Group>
        <Button variant="default" loading={sync.isPending} onClick={() => sync.mutate()}>
          {t("actions.sync")}
        </Button>
        <Button variant="default" onClick={() => setPending("undo")}>
          {t("actions.undoIcEdits")}
        </Button>
        <Button variant="default" onClick={() => setPending("archive")}>
          {t(`actions.${archiveKey}`)}
        </Button>
        <Button color="red" variant="light" onClick={() => setPending("delete")}>
          {t("actions.delete")}
        </Button>
      </Group>
      {sync.isSuccess && (
        <Text size="sm" role="status">
          {t("actions.synced")}
        </Text>
      )}
      {client.changesUndoneAt && (
        <Text size="sm" c="dimmed">
          {t("actions.icEditsUndoneAt", { date: formatDateTime(client.changesUndoneAt, localeOf(language)) })}
        </Text>
      )}
      <ActionError error={sync.error} />
      <ConfirmDialog
        opened={pending === "undo"}
        title={t("confirm.undoTitle")}
        message={t("confirm.undoMessage")}
        confirmLabel={t("actions.undoIcEdits")}
        isPending={undo.isPending}
        errorAlert={<ActionError error={undo.error} />}
        onConfirm={() => undo.mutate(undefined, { onSuccess: close })}
        onClose={close}
      />
      <ConfirmDialog
        opened={pending === "archive"}
        title={t(`confirm.${archiveKey}Title`)}
        message={t(`confirm.${archiveKey}Message`, { name: client.name })}
        confirmLabel={t(`actions.${archiveKey}`)}
        isPending={update.isPending}
        errorAlert={<ActionError error={update.error} />}
        onConfirm={() =>
          update.mutate(
            { clientId: client.id, version: client.version, changes: { isArchived: !client.isArchived } },
            { onSuccess: close },
          )
        }
        onClose={close}
      />
      <ConfirmDialog
        opened={pending === "delete"}
        title={t("confirm.deleteTitle")}
        message={t("confirm.deleteMessage", { name: client.name })}
        confirmLabel={t("actions.delete")}
        isDestructive
        isPending={remove.isPending}
        errorAlert={<ActionError error={remove.error} />}
        onConfirm={() => remove.mutate(undefined, { onSuccess: () => void navigate(localizedPath("clientsAdmin")) })}
        onClose={close}
      />
    </>
  );
}
