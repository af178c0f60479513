/**
 * One plan: its title (carrier-aware, state-aware), type, "New" badge, features, price tier, key values, plan summary
 * in the reader's language, whether a prepaid plan is offered where the visitor lives, and the two actions: save to the
 * personal plan (a toggle button) and, for comparable plans, pick for comparison.
 */
import { Badge, Button, Card, Checkbox, Group, List, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import type { Language } from "@onboard/domain/common/environments";
import type { UsState } from "@onboard/domain/common/us-states";
import type { ExplorerPlan } from "@onboard/domain/explorer/explorer-page-schemas";
import { planFeatureLabels, planTitle, planTypeName, priceTier } from "@onboard/domain/explorer/plan-titles";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { DocumentLink } from "./document-link";
import { cardValues } from "./plan-values";
import { PriceTier } from "./price-tier";

export interface PlanCardProps {
  plan: ExplorerPlan;
  employerState: UsState | null;
  language: Language;
  /** Absent on an expired site: nothing can be saved or compared there. */
  favourite?: { isSaved: boolean; toggle(): void };
  compare?: { isSelected: boolean; isDisabled: boolean; toggle(): void };
  /** A prepaid plan's badge saying whether it is offered where the visitor lives (prepaid-location-panel.tsx). */
  availability?: ReactNode;
}

export function PlanCard({ plan, employerState, language, favourite, compare, availability }: PlanCardProps) {
  const { t } = useTranslation("explorer");
  const titleId = useId();
  const title = planTitle(plan, { employerState, language });
  // The carrier's own plans are titled by product, which two options of one product share; their names tell them apart.
  const subtitle = plan.planName !== title ? plan.planName : null;
  const context = subtitle ? `${title}, ${subtitle}` : title;
  const tier = priceTier(plan);
  const features = planFeatureLabels(plan, language);
  const values = cardValues(plan);
  return (
    <Card component="article" withBorder padding="md" radius="md" aria-labelledby={titleId} h="100%">
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={3} size="h4" id={titleId} style={{ overflowWrap: "anywhere" }}>
            {title}
          </Title>
          {plan.isNew && (
            <Badge color="green" variant="light" style={{ flexShrink: 0 }}>
              {t("plan.new")}
            </Badge>
          )}
        </Group>
        {subtitle && (
          <Text size="sm" fw={600}>
            {subtitle}
          </Text>
        )}
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {planTypeName(plan.planType, language)}
          </Text>
          {tier && <PriceTier tier={tier} />}
          {availability}
        </Group>
        {features.length > 0 && (
          <List size="sm" spacing={2} aria-label={t("plan.features")}>
            {features.map((feature) => (
              <List.Item key={feature}>{feature}</List.Item>
            ))}
          </List>
        )}
        {values.length > 0 && (
          <Stack component="dl" gap={4} m={0}>
            {values.map((entry) => (
              <Group key={entry.key} justify="space-between" gap="xs" wrap="nowrap">
                <Text component="dt" size="sm">
                  {t(`values.${entry.key}`)}
                </Text>
                <Text component="dd" size="sm" fw={600} m={0}>
                  {entry.value}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
        <DocumentLink
          english={plan.planSummaryDocument}
          spanish={plan.spanishPlanSummaryDocument}
          language={language}
          label={t("documents.planSummary")}
          context={context}
        />
        {(favourite || (compare && plan.isComparable)) && (
          <Group justify="space-between" gap="xs" mt="auto" pt="xs" data-print="hide">
            {favourite && (
              <Button
                size="sm"
                variant={favourite.isSaved ? "filled" : "outline"}
                aria-pressed={favourite.isSaved}
                onClick={favourite.toggle}
              >
                {favourite.isSaved ? t("plan.saved") : t("plan.save")}
                <VisuallyHidden> ({context})</VisuallyHidden>
              </Button>
            )}
            {compare && plan.isComparable && (
              <Checkbox
                checked={compare.isSelected}
                disabled={compare.isDisabled}
                onChange={compare.toggle}
                label={
                  <>
                    {t("plan.compare")}
                    <VisuallyHidden> ({context})</VisuallyHidden>
                  </>
                }
              />
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
