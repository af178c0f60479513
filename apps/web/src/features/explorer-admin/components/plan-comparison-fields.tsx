/**
 * A plan's comparison fields, shown per benefit type: medical (in and out of network, with not-applicable flags),
 * dental (orthodontic maximums per the services choice; none for DHMO), vision, and the FSA rollover.
 */
import { Fieldset, SimpleGrid, Text } from "@mantine/core";
import { orthodonticFieldsFor } from "@onboard/domain/explorer/benefit-plan-comparison-rules";
import { type BenefitType, DENTAL_YEAR_TYPES, ORTHODONTIC_SERVICES } from "@onboard/domain/explorer/benefit-types";
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { SiteFormValues } from "../site-form-values";
import { CheckboxField, SelectField, TextField, YesNoField } from "./form-inputs";

const MEDICAL_PAIRS = [
  "medicalDeductibleIndividual",
  "medicalDeductibleFamily",
  "medicalOutOfPocketMaximumIndividual",
  "medicalOutOfPocketMaximumFamily",
] as const;
const DENTAL_PERCENTS = ["dentalTypeOne", "dentalTypeTwo", "dentalTypeThree"] as const;
const VISION_ITEMS = [
  "visionExam",
  "visionLenses",
  "visionFrames",
  "visionContactLenses",
  "visionContactLensExam",
] as const;

interface Props {
  index: number;
  benefitType: BenefitType;
  planType: string | null;
  comparisonShown: boolean;
}

export function PlanComparisonFields({ index, benefitType, planType, comparisonShown }: Props) {
  const { t } = useTranslation("explorerAdmin");
  const { control } = useFormContext<SiteFormValues>();
  const [services, rollover] = useWatch({
    control,
    name: [`benefits.${index}.dentalOrthodonticServices`, `benefits.${index}.financialFSAMoneyRollover`],
  });
  const f = (name: string) => t(`plan.fields.${name}`);
  const name = (field: string) => `benefits.${index}.${field}`;
  const note = comparisonShown ? (
    <Text size="sm" c="dimmed">
      {t("plan.comparisonRequired")}
    </Text>
  ) : null;

  if (benefitType === "MEDICAL") {
    return (
      <Fieldset legend={t("plan.comparison")}>
        {note}
        {MEDICAL_PAIRS.map((pair) => (
          <SimpleGrid key={pair} cols={{ base: 1, sm: 3 }} mb="sm">
            <TextField name={name(`${pair}InNetwork`)} label={f(`${pair}InNetwork`)} type="number" />
            <TextField name={name(`${pair}OutOfNetwork`)} label={f(`${pair}OutOfNetwork`)} type="number" />
            <CheckboxField
              name={name(`${pair}OutOfNetworkNotApplicable`)}
              label={f(`${pair}OutOfNetworkNotApplicable`)}
            />
          </SimpleGrid>
        ))}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <YesNoField name={name("medicalOutOfNetworkBenefits")} label={f("medicalOutOfNetworkBenefits")} />
          <TextField
            name={name("medicalHealthSavingsAccountEmployerContribution")}
            label={f("medicalHealthSavingsAccountEmployerContribution")}
            type="number"
          />
          <YesNoField name={name("medicalPcpCoordinationRequired")} label={f("medicalPcpCoordinationRequired")} />
          <YesNoField
            name={name("medicalPcpSpecialtyCareReferralRequired")}
            label={f("medicalPcpSpecialtyCareReferralRequired")}
          />
        </SimpleGrid>
      </Fieldset>
    );
  }
  if (benefitType === "DENTAL" && planType !== "DHMO") {
    const orthodontic = orthodonticFieldsFor(
      (services as "ADULTS" | "CHILDREN" | "BOTH" | "NONE" | null | undefined) ?? null,
    );
    return (
      <Fieldset legend={t("plan.comparison")}>
        {note}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <SelectField
            name={name("dentalYearType")}
            label={f("dentalYearType")}
            data={DENTAL_YEAR_TYPES.map((value) => ({ value, label: t(`dentalYearTypes.${value}`) }))}
          />
          <SelectField
            name={name("dentalOrthodonticServices")}
            label={f("dentalOrthodonticServices")}
            data={ORTHODONTIC_SERVICES.map((value) => ({ value, label: t(`orthodonticServices.${value}`) }))}
          />
          {orthodontic.map((field) => (
            <TextField key={field} name={name(field)} label={f(field)} type="number" />
          ))}
          {DENTAL_PERCENTS.flatMap((type) => [
            <TextField key={`${type}In`} name={name(`${type}InNetwork`)} label={f(`${type}InNetwork`)} type="number" />,
            <TextField
              key={`${type}Out`}
              name={name(`${type}OutOfNetwork`)}
              label={f(`${type}OutOfNetwork`)}
              type="number"
            />,
          ])}
        </SimpleGrid>
      </Fieldset>
    );
  }
  if (benefitType === "VISION") {
    return (
      <Fieldset legend={t("plan.comparison")}>
        {note}
        {VISION_ITEMS.map((item) => (
          <SimpleGrid key={item} cols={{ base: 1, sm: 3 }} mb="sm">
            <TextField name={name(`${item}InNetwork`)} label={f(`${item}InNetwork`)} type="number" />
            <TextField name={name(`${item}OutOfNetwork`)} label={f(`${item}OutOfNetwork`)} type="number" />
            <CheckboxField name={name(`${item}Biyearly`)} label={f(`${item}Biyearly`)} />
          </SimpleGrid>
        ))}
        <TextField name={name("visionFramesOverPercent")} label={f("visionFramesOverPercent")} type="number" />
      </Fieldset>
    );
  }
  if (benefitType === "FINANCIAL") {
    return (
      <Fieldset legend={t("plan.rollover")}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <YesNoField name={name("financialFSAMoneyRollover")} label={f("financialFSAMoneyRollover")} />
          {rollover === true && (
            <>
              <TextField
                name={name("financialFSARolloverAmount")}
                label={f("financialFSARolloverAmount")}
                type="number"
                required
              />
              <TextField
                name={name("financialFSARolloverDate")}
                label={f("financialFSARolloverDate")}
                type="date"
                required
              />
            </>
          )}
        </SimpleGrid>
      </Fieldset>
    );
  }
  return null;
}
