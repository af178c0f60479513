/**
 * The site's plans, in display order: add a plan of a benefit type, open one to edit its fields, move it up or down
 * (buttons, so the keyboard can do it) and remove it after a confirmation.
 */
import { Button, Group, Select, Stack, Text } from "@mantine/core";
import type { ComparisonDisplay } from "@onboard/domain/explorer/benefit-plan-schema";
import type { BenefitType } from "@onboard/domain/explorer/benefit-types";
import { useState } from "react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/confirm-dialog/confirm-dialog";
import { useLanguage } from "../../../lib/use-language";
import { newPlanValues, type SiteFormValues } from "../site-form-values";
import { benefitTypeOptions } from "./highlighter-fields";
import { PlanCard, type PlanDocumentOptions } from "./plan-card";

export interface PlansEditorProps {
  clientId: string;
  display: ComparisonDisplay;
  documentOptions: PlanDocumentOptions;
}

function comparisonShown(display: ComparisonDisplay, benefitType: unknown): boolean {
  if (benefitType === "MEDICAL") return display.medical;
  if (benefitType === "DENTAL") return display.dental;
  if (benefitType === "VISION") return display.vision;
  return false;
}

export function PlansEditor({ clientId, display, documentOptions }: PlansEditorProps) {
  const { t } = useTranslation("explorerAdmin");
  const language = useLanguage();
  const { control, formState, getValues } = useFormContext<SiteFormValues>();
  const plans = useFieldArray({ control, name: "benefits" });
  const [newType, setNewType] = useState<BenefitType | null>(null);
  const [opened, setOpened] = useState<Record<string, boolean>>({});
  const [removing, setRemoving] = useState<number | null>(null);
  const planErrors = formState.errors.benefits;

  const add = () => {
    if (!newType) return;
    plans.append(newPlanValues(newType), { shouldFocus: false });
    setNewType(null);
  };
  const isOpen = (id: string, index: number) =>
    opened[id] ??
    (Array.isArray(planErrors) && planErrors[index] !== undefined ? true : !getValues(`benefits.${index}.id`));

  return (
    <Stack>
      {plans.fields.length === 0 && <Text c="dimmed">{t("plans.none")}</Text>}
      <ol style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {plans.fields.map((plan, index) => (
          <li key={plan.id}>
            <PlanCard
              clientId={clientId}
              index={index}
              count={plans.fields.length}
              isOpen={isOpen(plan.id, index)}
              hasErrors={Array.isArray(planErrors) && planErrors[index] !== undefined}
              onToggle={() => setOpened((previous) => ({ ...previous, [plan.id]: !isOpen(plan.id, index) }))}
              onMove={(to) => plans.move(index, to)}
              onRemove={() => setRemoving(index)}
              documentOptions={documentOptions}
              comparisonShown={(benefitType) => comparisonShown(display, benefitType)}
            />
          </li>
        ))}
      </ol>
      <Group align="flex-end">
        <Select
          label={t("plans.newBenefitType")}
          data={benefitTypeOptions(language)}
          value={newType}
          onChange={(value) => setNewType(value as BenefitType | null)}
          placeholder={t("form.choose")}
          searchable
        />
        <Button onClick={add} disabled={!newType}>
          {t("plans.add")}
        </Button>
      </Group>
      <ConfirmDialog
        opened={removing !== null}
        title={t("plans.removeTitle")}
        message={t("plans.removeMessage", {
          name:
            removing === null
              ? ""
              : getValues(`benefits.${removing}.planName`) || t("plans.untitled", { n: removing + 1 }),
        })}
        confirmLabel={t("plans.remove")}
        isDestructive
        isPending={false}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (removing !== null) plans.remove(removing);
          setRemoving(null);
        }}
      />
    </Stack>
  );
}
