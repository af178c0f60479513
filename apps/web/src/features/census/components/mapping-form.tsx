/**
 * indicate-source's form for one file and sheet: the source, the required fields no column holds (a warning), the
 * mapping table and Confirm. Confirm checks the body with the server's schema first, then PUTs it with If-Match.
 */
import { Alert, Button, Group, List, Stack, Title } from "@mantine/core";
import type { CensusFile, CensusPreview } from "@onboard/domain/census/census-api";
import { censusField } from "@onboard/domain/census/census-fields";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-error";
import { useLanguage } from "../../../lib/use-language";
import { useSaveCensusMapping } from "../api/save-census-mapping";
import {
  initialColumns,
  type MappingDraft,
  mappingBody,
  mappingProblems,
  missingRequiredFields,
} from "./mapping-draft";
import { MappingTable } from "./mapping-table";
import { SourcePicker } from "./source-picker";

export interface MappingFormProps {
  clientId: string;
  policyId: string;
  file: CensusFile;
  preview: CensusPreview;
  onSaved: () => void;
}

export function MappingForm({ clientId, policyId, file, preview, onSaved }: MappingFormProps) {
  const { t } = useTranslation("census");
  const language = useLanguage();
  const save = useSaveCensusMapping(clientId, policyId);
  const [draft, setDraft] = useState<MappingDraft>(() => ({
    source: file.source,
    benAdminPlatformId: file.benAdminPlatformId,
    columns: initialColumns(preview, file),
  }));
  const [isSubmitted, setIsSubmitted] = useState(false);
  const sheet = preview.kind === "xlsx" ? preview.sheet : null;
  const problems = mappingProblems(draft, sheet);
  const missing = missingRequiredFields(draft.columns);
  const confirm = () => {
    setIsSubmitted(true);
    if (problems.length > 0) return;
    save.mutate(
      { documentId: file.document.id, version: file.version, body: mappingBody(draft, sheet) },
      { onSuccess: onSaved },
    );
  };
  const has = (kind: string) => isSubmitted && problems.some((problem) => problem.kind === kind);
  const saveError = (() => {
    if (!save.isError) return null;
    return isApiError(save.error) && save.error.status === 412 ? t("conflict") : save.error.message;
  })();
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t("source.title")}
      </Title>
      <SourcePicker
        source={draft.source}
        benAdminPlatformId={draft.benAdminPlatformId}
        sourceError={has("sourceRequired") ? t("source.required") : undefined}
        platformError={has("platformRequired") ? t("source.platformRequired") : undefined}
        onSource={(source) => setDraft((current) => ({ ...current, source }))}
        onPlatform={(benAdminPlatformId) => setDraft((current) => ({ ...current, benAdminPlatformId }))}
      />
      <Title order={2} size="h3">
        {t("mapping.title")}
      </Title>
      {missing.length > 0 && (
        <Alert color="yellow" title={t("mapping.missingTitle")}>
          <List size="sm">
            {missing.map((fieldId) => (
              <List.Item key={fieldId}>{censusField(fieldId).label[language]}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <MappingTable
        preview={preview}
        columns={draft.columns}
        problems={problems}
        onChange={(columnIndex, column) =>
          setDraft((current) => ({
            ...current,
            columns: current.columns.map((existing, index) => (index === columnIndex ? column : existing)),
          }))
        }
      />
      {isSubmitted && problems.length > 0 && (
        <Alert color="red" role="alert">
          {t("mapping.fixProblems")}
        </Alert>
      )}
      {saveError && (
        <Alert color="red" role="alert">
          {saveError}
        </Alert>
      )}
      <Group>
        <Button onClick={confirm} loading={save.isPending}>
          {t("mapping.confirm")}
        </Button>
      </Group>
    </Stack>
  );
}
