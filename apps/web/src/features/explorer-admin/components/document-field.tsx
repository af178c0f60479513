/**
 * A document chosen by id: pick one the site already has, or upload a new file through the documents module (its
 * id is then chosen). Used for plan summaries (English and Spanish), the logo and the medical videos.
 */
import { Alert, Button, FileButton, Group, Select, Stack } from "@mantine/core";
import { useState } from "react";
import { type FieldPath, useController, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { ExplorerDocumentCategory } from "../api/upload-explorer-document";
import { useUploadExplorerDocument } from "../api/upload-explorer-document";
import { useAdminMessage } from "../hooks/use-admin-message";
import type { SiteFormValues } from "../site-form-values";
import type { Option } from "./form-inputs";

export interface DocumentFieldProps {
  clientId: string;
  name: string;
  label: string;
  category: ExplorerDocumentCategory;
  language: "en" | "es" | null;
  /** Documents that may be picked (the current one included when it is known). */
  options: Option[];
  accept?: string;
}

export function DocumentField({ clientId, name, label, category, language, options, accept }: DocumentFieldProps) {
  const { t } = useTranslation("explorerAdmin");
  const { translate, errorMessage } = useAdminMessage();
  const { control } = useFormContext<SiteFormValues>();
  const { field, fieldState } = useController({ control, name: name as FieldPath<SiteFormValues> });
  const upload = useUploadExplorerDocument(clientId);
  const [uploaded, setUploaded] = useState<Option[]>([]);
  const value = typeof field.value === "string" && field.value !== "" ? field.value : null;
  const known = [...uploaded, ...options.filter((o) => !uploaded.some((u) => u.value === o.value))];
  const data =
    value && !known.some((o) => o.value === value) ? [{ value, label: t("documents.current") }, ...known] : known;

  const send = async (file: File | null) => {
    if (!file) return;
    const [document] = await upload.mutateAsync({ category, language, file });
    if (!document) return;
    setUploaded((previous) => [{ value: document.id, label: document.name }, ...previous]);
    field.onChange(document.id);
  };

  return (
    <Stack gap={4}>
      <Group align="flex-end" wrap="nowrap">
        <Select
          style={{ flex: 1 }}
          label={label}
          data={data}
          value={value}
          onChange={(next) => field.onChange(next ?? "")}
          onBlur={field.onBlur}
          ref={field.ref}
          clearable
          searchable={data.length > 8}
          placeholder={data.length === 0 ? t("documents.noneYet") : t("documents.choose")}
          nothingFoundMessage={t("documents.noneFound")}
          error={translate(fieldState.error?.message)}
        />
        <FileButton onChange={(file) => void send(file).catch(() => undefined)} accept={accept}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              loading={upload.isPending}
              aria-label={t("documents.uploadFor", { label })}
            >
              {t("documents.upload")}
            </Button>
          )}
        </FileButton>
      </Group>
      {upload.isError && (
        <Alert color="red" role="alert">
          {errorMessage(upload.error)}
        </Alert>
      )}
    </Stack>
  );
}
