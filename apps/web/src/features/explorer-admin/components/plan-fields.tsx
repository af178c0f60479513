/** One plan's own fields: what it is, who carries it, its options for the benefit type and its summary documents. */
import { SimpleGrid, Stack } from "@mantine/core";
import {
  BENEFIT_LEVELS_BY_BENEFIT_TYPE,
  type BenefitType,
  CONTENT_FLAGS_BY_BENEFIT_TYPE,
  PLAN_TYPES_BY_BENEFIT_TYPE,
  PREPAID_DENTAL_NETWORKS,
} from "@onboard/domain/explorer/benefit-types";
import { benefitLevelName, planFeatureLabels, planTypeName } from "@onboard/domain/explorer/plan-titles";
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../../lib/use-language";
import type { SiteFormValues } from "../site-form-values";
import { DocumentField } from "./document-field";
import { CheckboxField, CheckboxListField, type Option, SelectField, TextField } from "./form-inputs";
import { benefitTypeOptions } from "./highlighter-fields";
import { PlanComparisonFields } from "./plan-comparison-fields";
import { STATE_OPTIONS } from "./site-sections";

export interface PlanFieldsProps {
  clientId: string;
  index: number;
  /** The site's existing plan summary documents of this plan's benefit type. */
  documentOptions: { en: Option[]; es: Option[] };
  comparisonShown: boolean;
}

export function PlanFields({ clientId, index, documentOptions, comparisonShown }: PlanFieldsProps) {
  const { t } = useTranslation("explorerAdmin");
  const language = useLanguage();
  const { control } = useFormContext<SiteFormValues>();
  const prefix = `benefits.${index}`;
  const [benefitType, planType, carrierId] = useWatch({
    control,
    name: [`benefits.${index}.benefitType`, `benefits.${index}.planType`, `benefits.${index}.carrierId`],
  }) as [BenefitType | null, string | null, unknown];
  const f = (name: string) => t(`plan.fields.${name}`);
  const name = (field: string) => `${prefix}.${field}`;
  const planTypes = benefitType ? PLAN_TYPES_BY_BENEFIT_TYPE[benefitType] : [];
  const levels = benefitType ? (BENEFIT_LEVELS_BY_BENEFIT_TYPE[benefitType] ?? []) : [];
  const flags = benefitType ? (CONTENT_FLAGS_BY_BENEFIT_TYPE[benefitType] ?? []) : [];
  const isOwnCarrier = String(carrierId ?? "").trim() === "1";

  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SelectField name={name("benefitType")} label={f("benefitType")} data={benefitTypeOptions(language)} required />
        <SelectField
          name={name("planType")}
          label={f("planType")}
          data={planTypes.map((value) => ({ value, label: planTypeName(value, language) }))}
          required
        />
        <TextField name={name("planName")} label={f("planName")} required />
        <TextField
          name={name("carrierId")}
          label={f("carrierId")}
          description={t("hints.carrierId")}
          type="number"
          required
        />
        <TextField name={name("legalEntity")} label={f("legalEntity")} required={!isOwnCarrier} />
        {benefitType === "OTHER_SHORT_TERM_PAID_LEAVE" && (
          <SelectField
            name={name("pfmlState")}
            label={f("pfmlState")}
            data={STATE_OPTIONS}
            required={planType === "PFML_FMLA_LEAVE"}
          />
        )}
        {levels.length > 0 && (
          <SelectField
            name={name("benefitLevel")}
            label={f("benefitLevel")}
            data={levels.map((value) => ({ value, label: benefitLevelName(value, language) }))}
          />
        )}
        {benefitType === "DENTAL" && (
          <SelectField
            name={name("prepaidDentalNetwork")}
            label={f("prepaidDentalNetwork")}
            data={PREPAID_DENTAL_NETWORKS.map((n) => ({ value: n.key, label: `${n.name} (${n.code})` }))}
            required={isOwnCarrier}
          />
        )}
        {benefitType === "DENTAL" && planType === "DHMO" && (
          <SelectField
            name={name("prepaidSitusState")}
            label={f("prepaidSitusState")}
            data={STATE_OPTIONS}
            required={isOwnCarrier}
          />
        )}
        <TextField name={name("premium")} label={f("premium")} />
        <TextField name={name("outOfPocketCosts")} label={f("outOfPocketCosts")} />
        <TextField name={name("wellnessAmount")} label={f("wellnessAmount")} type="number" />
        {(benefitType === "MEDICAL" || benefitType === "FINANCIAL") && (
          <TextField name={name("linkedHDHPPlanName")} label={f("linkedHDHPPlanName")} />
        )}
      </SimpleGrid>
      {flags.length > 0 && (
        <CheckboxListField
          name={name("contentFlags")}
          label={f("contentFlags")}
          options={flags.map((flag) => ({
            value: flag,
            label: planFeatureLabels({ contentFlags: [flag] }, language)[0] ?? flag,
          }))}
        />
      )}
      <CheckboxField name={name("isNew")} label={f("isNew")} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DocumentField
          clientId={clientId}
          name={name("planSummaryDocumentId")}
          label={f("planSummaryDocumentId")}
          category="plan-summary"
          language="en"
          options={documentOptions.en}
          accept="application/pdf"
        />
        <DocumentField
          clientId={clientId}
          name={name("spanishPlanSummaryDocumentId")}
          label={f("spanishPlanSummaryDocumentId")}
          category="plan-summary"
          language="es"
          options={documentOptions.es}
          accept="application/pdf"
        />
      </SimpleGrid>
      {benefitType && (
        <PlanComparisonFields
          index={index}
          benefitType={benefitType}
          planType={planType}
          comparisonShown={comparisonShown}
        />
      )}
    </Stack>
  );
}
