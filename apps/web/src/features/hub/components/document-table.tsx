/** A table of documents with Download, and (when editable) Rename and Delete with a confirmation. */
import { Alert, Button, Group, Table, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/confirm-dialog/confirm-dialog";
import { formatDateTime } from "../../../lib/format-date-time";
import { useLanguage } from "../../../lib/use-language";
import { useDeleteDocument } from "../api/delete-document";
import { useDownloadDocument } from "../api/download-document";
import type { DocumentMeta } from "../api/hub-types";
import { RenameDocumentDialog } from "./rename-document-dialog";

export function formatSize(bytes: number, language: string): string {
  const format = (value: number, unit: string) =>
    `${new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value)} ${unit}`;
  if (bytes < 1024) return format(bytes, "B");
  if (bytes < 1024 * 1024) return format(bytes / 1024, "KB");
  return format(bytes / (1024 * 1024), "MB");
}

export interface DocumentTableProps {
  clientId: string;
  caption: string;
  documents: DocumentMeta[];
  isEditable: boolean;
}

export function DocumentTable({ clientId, caption, documents, isEditable }: DocumentTableProps) {
  const { t } = useTranslation("hub");
  const language = useLanguage();
  const download = useDownloadDocument();
  const remove = useDeleteDocument(clientId);
  const [renaming, setRenaming] = useState<DocumentMeta | null>(null);
  const [deleting, setDeleting] = useState<DocumentMeta | null>(null);
  if (documents.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {t("documents.none")}
      </Text>
    );
  }
  return (
    <>
      <Table.ScrollContainer minWidth={560}>
        <Table captionSide="top">
          <Table.Caption>{caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("documents.name")}</Table.Th>
              <Table.Th>{t("documents.size")}</Table.Th>
              <Table.Th>{t("documents.uploaded")}</Table.Th>
              <Table.Th>{t("documents.actions")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {documents.map((document) => (
              <Table.Tr key={document.id}>
                <Table.Td>{document.name}</Table.Td>
                <Table.Td>{formatSize(document.sizeBytes, language)}</Table.Td>
                <Table.Td>
                  {t("documents.uploadedBy", {
                    name: document.updatedBy?.name ?? t("documents.team"),
                    date: formatDateTime(document.updatedAt, language),
                  })}
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="compact-sm"
                      variant="light"
                      onClick={() => download.mutate(document)}
                      aria-label={t("documents.downloadNamed", { name: document.name })}
                    >
                      {t("documents.download")}
                    </Button>
                    {isEditable && (
                      <>
                        <Button
                          size="compact-sm"
                          variant="default"
                          onClick={() => setRenaming(document)}
                          aria-label={t("documents.renameNamed", { name: document.name })}
                        >
                          {t("documents.rename")}
                        </Button>
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          color="red"
                          onClick={() => setDeleting(document)}
                          aria-label={t("documents.deleteNamed", { name: document.name })}
                        >
                          {t("documents.delete")}
                        </Button>
                      </>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {download.isError && (
        <Alert color="red" mt="sm">
          {download.error.message}
        </Alert>
      )}
      {renaming && <RenameDocumentDialog clientId={clientId} document={renaming} onClose={() => setRenaming(null)} />}
      <ConfirmDialog
        opened={deleting !== null}
        title={t("documents.deleteTitle")}
        message={t("documents.deleteMessage", { name: deleting?.name ?? "" })}
        confirmLabel={t("documents.delete")}
        isDestructive
        isPending={remove.isPending}
        errorAlert={remove.isError ? <Alert color="red">{remove.error.message}</Alert> : undefined}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
