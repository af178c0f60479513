/**
 * The column mapping: one row per file column with its header, a few sample values, the census field it goes to
 * (labels in the page's language, or "Do not import"), how it was matched and, for a date field, its format.
 */
import { Badge, NativeSelect, Table, Text } from "@mantine/core";
import type { CensusPreview } from "@onboard/domain/census/census-api";
import { DATE_FORMATS, type DateFormat } from "@onboard/domain/census/census-dates";
import { CENSUS_FIELDS, type CensusFieldId, censusField } from "@onboard/domain/census/census-fields";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../../lib/use-language";
import { type DraftColumn, isDateField, type MappingProblem, sampleValues } from "./mapping-draft";

export interface MappingTableProps {
  preview: CensusPreview;
  columns: DraftColumn[];
  problems: MappingProblem[];
  onChange: (columnIndex: number, column: DraftColumn) => void;
}

function MatchBadge({
  preview,
  columnIndex,
  column,
}: {
  preview: CensusPreview;
  columnIndex: number;
  column: DraftColumn;
}) {
  const { t } = useTranslation("census");
  const guess = preview.guess.find((candidate) => candidate.columnIndex === columnIndex);
  if ((guess?.fieldId ?? null) !== column.fieldId)
    return (
      <Badge variant="light" color="gray">
        {t("mapping.match.person")}
      </Badge>
    );
  if (guess?.fieldId && guess.reason === "header")
    return (
      <Badge variant="light" color="green">
        {t("mapping.match.header")}
      </Badge>
    );
  if (guess?.fieldId && guess.reason === "values")
    return (
      <Badge variant="light" color="blue">
        {t("mapping.match.values")}
      </Badge>
    );
  return (
    <Badge variant="light" color="gray">
      {t("mapping.match.none")}
    </Badge>
  );
}

export function MappingTable({ preview, columns, problems, onChange }: MappingTableProps) {
  const { t } = useTranslation("census");
  const language = useLanguage();
  const fieldOptions = [
    { value: "", label: t("mapping.doNotImport") },
    ...CENSUS_FIELDS.map((field) => ({ value: field.id, label: field.label[language] })),
  ];
  const formatOptions = [
    { value: "", label: t("mapping.chooseFormat") },
    ...DATE_FORMATS.map((format) => ({ value: format, label: t(`dateFormats.${format}`) })),
  ];
  const fieldError = (columnIndex: number) => {
    const problem = problems.find((item) => item.kind === "mappedTwice" && item.columnIndex === columnIndex);
    if (problem?.kind !== "mappedTwice") return undefined;
    return t("mapping.mappedTwice", { field: censusField(problem.fieldId).label[language] });
  };
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm">
        <Table.Caption>{t("mapping.caption")}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t("mapping.column")}</Table.Th>
            <Table.Th scope="col">{t("mapping.samples")}</Table.Th>
            <Table.Th scope="col">{t("mapping.field")}</Table.Th>
            <Table.Th scope="col">{t("mapping.matched")}</Table.Th>
            <Table.Th scope="col">{t("mapping.dateFormat")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {preview.headers.map((header, columnIndex) => {
            const column = columns[columnIndex] ?? { fieldId: null, dateFormat: null };
            const name = header || t("mapping.untitled", { number: columnIndex + 1 });
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a column's position is its identity in the file.
              <Table.Tr key={columnIndex}>
                <Table.Th scope="row">{name}</Table.Th>
                <Table.Td>
                  <Text size="sm" c="dimmed">
                    {sampleValues(preview, columnIndex).join(" · ") || t("mapping.noSamples")}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <NativeSelect
                    aria-label={t("mapping.fieldFor", { column: name })}
                    data={fieldOptions}
                    value={column.fieldId ?? ""}
                    error={fieldError(columnIndex)}
                    onChange={(event) => {
                      const fieldId = (event.currentTarget.value || null) as CensusFieldId | null;
                      const guess = preview.guess.find((candidate) => candidate.columnIndex === columnIndex);
                      const dateFormat = guess?.fieldId === fieldId ? (guess?.dateFormat ?? null) : column.dateFormat;
                      onChange(columnIndex, { fieldId, dateFormat: isDateField(fieldId) ? dateFormat : null });
                    }}
                  />
                </Table.Td>
                <Table.Td>
                  <MatchBadge preview={preview} columnIndex={columnIndex} column={column} />
                </Table.Td>
                <Table.Td>
                  {isDateField(column.fieldId) ? (
                    <NativeSelect
                      aria-label={t("mapping.formatFor", { column: name })}
                      data={formatOptions}
                      value={column.dateFormat ?? ""}
                      error={column.dateFormat ? undefined : t("mapping.formatUnknown")}
                      onChange={(event) =>
                        onChange(columnIndex, {
                          ...column,
                          dateFormat: (event.currentTarget.value || null) as DateFormat | null,
                        })
                      }
                    />
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t("mapping.notADate")}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
