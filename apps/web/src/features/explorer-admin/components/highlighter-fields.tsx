/** Benefit-type highlighter metadata: per benefit type, an English and a Spanish highlight and their order. */
import { Button, Group, Paper, SimpleGrid, Text } from "@mantine/core";
import type { Language } from "@onboard/domain/common/environments";
import { BENEFIT_TYPES } from "@onboard/domain/explorer/benefit-types";
import { benefitTypeName } from "@onboard/domain/explorer/plan-titles";
import { useFieldArray, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../../lib/use-language";
import type { SiteFormValues } from "../site-form-values";
import { SelectField, TextField } from "./form-inputs";

export function benefitTypeOptions(language: Language) {
  return BENEFIT_TYPES.map((value) => ({ value, label: benefitTypeName(value, null, language) }));
}

export function HighlighterFields() {
  const { t } = useTranslation("explorerAdmin");
  const language = useLanguage();
  const { control } = useFormContext<SiteFormValues>();
  const rows = useFieldArray({ control, name: "benefitTypeMetadata" });
  return (
    <>
      {rows.fields.length === 0 && <Text c="dimmed">{t("highlighters.none")}</Text>}
      {rows.fields.map((row, index) => (
        <Paper
          key={row.id}
          withBorder
          p="sm"
          mb="sm"
          component="fieldset"
          aria-label={t("highlighters.row", { n: index + 1 })}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <SelectField
              name={`benefitTypeMetadata.${index}.benefitType`}
              label={t("fields.benefitType")}
              data={benefitTypeOptions(language)}
              required
            />
            <TextField
              name={`benefitTypeMetadata.${index}.highlighterOrder`}
              label={t("fields.highlighterOrder")}
              type="number"
            />
            <TextField name={`benefitTypeMetadata.${index}.highlighterText`} label={t("fields.highlighterText")} />
            <TextField
              name={`benefitTypeMetadata.${index}.spanishHighlighterText`}
              label={t("fields.spanishHighlighterText")}
            />
          </SimpleGrid>
          <Group justify="flex-end" mt="sm">
            <Button variant="subtle" color="red" onClick={() => rows.remove(index)}>
              {t("highlighters.remove", { n: index + 1 })}
            </Button>
          </Group>
        </Paper>
      ))}
      <Button
        variant="default"
        onClick={() =>
          rows.append({
            benefitType: null as unknown as "MEDICAL",
            highlighterText: "",
            spanishHighlighterText: "",
            highlighterOrder: "",
          })
        }
      >
        {t("highlighters.add")}
      </Button>
    </>
  );
}
