/** One plan in the editor: its title, the move / open / remove buttons, and its fields when open. */
import { Badge, Button, Group, Paper, Title } from "@mantine/core";
import type { BenefitType, PlanType } from "@onboard/domain/explorer/benefit-types";
import { benefitTypeName, planTypeName } from "@onboard/domain/explorer/plan-titles";
import { useId } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../../lib/use-language";
import type { SiteFormValues } from "../site-form-values";
import type { Option } from "./form-inputs";
import { PlanFields } from "./plan-fields";

/** The document choices for a plan of a benefit type, per language. */
export type PlanDocumentOptions = (benefitType: BenefitType | null) => { en: Option[]; es: Option[] };

export interface PlanCardProps {
  clientId: string;
  index: number;
  count: number;
  isOpen: boolean;
  hasErrors: boolean;
  onToggle: () => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  documentOptions: PlanDocumentOptions;
  comparisonShown: (benefitType: BenefitType | null) => boolean;
}

export function PlanCard(props: PlanCardProps) {
  const { t } = useTranslation("explorerAdmin");
  const language = useLanguage();
  const bodyId = useId();
  const { control } = useFormContext<SiteFormValues>();
  const { index } = props;
  const [planName, benefitType, planType] = useWatch({
    control,
    name: [`benefits.${index}.planName`, `benefits.${index}.benefitType`, `benefits.${index}.planType`],
  }) as [string | undefined, BenefitType | null, PlanType | null];
  const typeText = [
    benefitType && benefitTypeName(benefitType, null, language),
    planType && planTypeName(planType, language),
  ]
    .filter(Boolean)
    .join(" · ");
  const title = planName?.trim() || t("plans.untitled", { n: index + 1 });
  const isFirst = index === 0;
  const isLast = index === props.count - 1;

  return (
    <Paper withBorder p="md" mb="sm">
      <Group justify="space-between" wrap="wrap">
        <Group gap="xs">
          <Title order={3} size="h5">
            {t("plans.heading", { n: index + 1, title })}
          </Title>
          {typeText && <Badge variant="light">{typeText}</Badge>}
          {props.hasErrors && (
            <Badge color="red" variant="light">
              {t("plans.hasErrors")}
            </Badge>
          )}
        </Group>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            // Looks disabled but keeps focus, so a keyboard user who moves a plan to the top is not lost.
            data-disabled={isFirst || undefined}
            aria-disabled={isFirst || undefined}
            onClick={() => !isFirst && props.onMove(index - 1)}
            aria-label={t("plans.moveUpNamed", { title })}
          >
            {t("plans.moveUp")}
          </Button>
          <Button
            size="xs"
            variant="default"
            data-disabled={isLast || undefined}
            aria-disabled={isLast || undefined}
            onClick={() => !isLast && props.onMove(index + 1)}
            aria-label={t("plans.moveDownNamed", { title })}
          >
            {t("plans.moveDown")}
          </Button>
          <Button
            size="xs"
            variant="light"
            onClick={props.onToggle}
            aria-expanded={props.isOpen}
            aria-controls={bodyId}
          >
            {props.isOpen ? t("plans.close") : t("plans.edit")}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={props.onRemove}
            aria-label={t("plans.removeNamed", { title })}
          >
            {t("plans.remove")}
          </Button>
        </Group>
      </Group>
      <div id={bodyId} hidden={!props.isOpen}>
        {props.isOpen && (
          <PlanFields
            clientId={props.clientId}
            index={index}
            documentOptions={props.documentOptions(benefitType)}
            comparisonShown={props.comparisonShown(benefitType)}
          />
        )}
      </div>
    </Paper>
  );
}
