/** Renames a document: the new name, checked for length, saved through PUT .../rename. */
import { Alert, Button, Group, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AppModal } from "../../../components/app-modal/app-modal";
import type { DocumentMeta } from "../api/hub-types";
import { useRenameDocument } from "../api/rename-document";

const NAME_MAX = 191;

export interface RenameDocumentDialogProps {
  clientId: string;
  document: DocumentMeta;
  onClose: () => void;
}

export function RenameDocumentDialog({ clientId, document, onClose }: RenameDocumentDialogProps) {
  const { t } = useTranslation("hub");
  const rename = useRenameDocument(clientId);
  const [name, setName] = useState(document.name);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError(t("documents.nameRequired"));
      return;
    }
    setError(null);
    rename.mutate(
      { documentId: document.id, name: trimmed },
      {
        onSuccess: onClose,
        onError: (failure) => setError(failure.message),
      },
    );
  };
  return (
    <AppModal opened onClose={onClose} title={t("documents.renameTitle")} centered>
      <form onSubmit={submit} noValidate>
        <TextInput
          label={t("documents.newName")}
          value={name}
          maxLength={NAME_MAX}
          onChange={(event) => setName(event.currentTarget.value)}
          error={error ?? undefined}
          data-autofocus
        />
        {rename.isError && !error && <Alert color="red">{rename.error.message}</Alert>}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            {t("documents.cancel")}
          </Button>
          <Button type="submit" loading={rename.isPending}>
            {t("documents.rename")}
          </Button>
        </Group>
      </form>
    </AppModal>
  );
}
