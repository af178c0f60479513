/**
 * One benefit group of the page: heading (state-specific name), highlighter text in the reader's language, the
 * group's plan summary documents, the plan cards and, when the page asks for it, the legacy dental or vision table.
 * Beside prepaid dental plans, once hydrated: where the visitor lives, and whether each prepaid plan is offered there.
 */
import { Anchor, List, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { Language } from "@onboard/domain/common/environments";
import type { ExplorerBenefitGroup, ExplorerPageResponse } from "@onboard/domain/explorer/explorer-page-schemas";
import { benefitTypeName } from "@onboard/domain/explorer/plan-titles";
import { isPrepaidDentalPlan } from "@onboard/domain/explorer/prepaid-location-plans";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import type { CompareSelection } from "../hooks/use-compare-selection";
import type { Favourites } from "../hooks/use-favourites";
import { useIsHydrated } from "../hooks/use-is-hydrated";
import { PlanCard } from "./plan-card";
import type { PlanAvailability } from "./prepaid-location/prepaid-location-panel";

/** Only older sites ask for the legacy tables, so the table code (Mantine Table and its scroll area) loads on demand. */
const LegacyPlanTable = lazy(() =>
  import("./legacy-plan-table").then((module) => ({ default: module.LegacyPlanTable })),
);

/** Only the browser knows where the visitor lives (its storage), and few pages have prepaid plans: loaded on demand. */
const PrepaidLocationPanel = lazy(() =>
  import("./prepaid-location/prepaid-location-panel").then((module) => ({ default: module.PrepaidLocationPanel })),
);

const NO_AVAILABILITY: PlanAvailability = {};

export interface BenefitGroupSectionProps {
  page: ExplorerPageResponse;
  group: ExplorerBenefitGroup;
  language: Language;
  /** Absent on an expired site. */
  favourites?: Favourites;
  compare?: CompareSelection;
}

function legacyTableType(page: ExplorerPageResponse, group: ExplorerBenefitGroup): "DENTAL" | "VISION" | null {
  if (group.benefitType === "DENTAL" && page.showLegacyDentalPlanTable) return "DENTAL";
  if (group.benefitType === "VISION" && page.showLegacyVisionPlanTable) return "VISION";
  return null;
}

/** A group's heading id, stable so that the large-client jump list can link to it (one group per type on a page). */
export function benefitGroupHeadingId(benefitType: ExplorerBenefitGroup["benefitType"]): string {
  return `benefits-${benefitType.toLowerCase().replace(/_/g, "-")}`;
}

export function BenefitGroupSection({ page, group, language, favourites, compare }: BenefitGroupSectionProps) {
  const { t } = useTranslation("explorer");
  const headingId = benefitGroupHeadingId(group.benefitType);
  const name = benefitTypeName(group.benefitType, page.employerState, language);
  // A Spanish reader gets the English highlighter when no Spanish one was written, marked as English.
  const highlighter = group.highlighterText[language] ?? group.highlighterText.en;
  const highlighterLanguage = group.highlighterText[language] ? language : "en";
  const documents = (["en", "es"] as const).flatMap((documentLanguage) => {
    const document = group.planSummaryDocuments[documentLanguage];
    return document ? [{ document, documentLanguage }] : [];
  });
  const tableType = legacyTableType(page, group);
  const isHydrated = useIsHydrated();
  const [availability, setAvailability] = useState(NO_AVAILABILITY);
  const hasPrepaidPlans = group.plans.some(isPrepaidDentalPlan);
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} id={headingId}>
        {name}
      </Title>
      {highlighter && (
        <Text lang={highlighterLanguage === language ? undefined : highlighterLanguage}>{highlighter}</Text>
      )}
      {documents.length > 0 && (
        <List size="sm" spacing={2} aria-label={t("documents.groupLabel", { benefit: name })} data-print="hide">
          {documents.map(({ document, documentLanguage }) => (
            <List.Item key={document.id}>
              <Anchor href={document.url} hrefLang={documentLanguage}>
                {t("documents.groupSummary", { benefit: name })} {t(`documents.inLanguage.${documentLanguage}`)}
              </Anchor>
            </List.Item>
          ))}
        </List>
      )}
      {hasPrepaidPlans && isHydrated && (
        <Suspense fallback={null}>
          <PrepaidLocationPanel plans={group.plans} onAvailabilityChange={setAvailability} />
        </Suspense>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {group.plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            employerState={page.employerState}
            language={language}
            availability={availability[plan.id]}
            favourite={
              favourites && { isSaved: favourites.isFavourite(plan.id), toggle: () => favourites.toggle(plan.id) }
            }
            compare={
              compare && {
                isSelected: compare.isSelected(plan.id),
                isDisabled: !compare.isSelected(plan.id) && !compare.canSelect(plan),
                toggle: () => compare.toggle(plan),
              }
            }
          />
        ))}
      </SimpleGrid>
      {tableType && (
        <Suspense fallback={null}>
          <LegacyPlanTable
            benefitType={tableType}
            benefitName={name}
            plans={group.plans}
            employerState={page.employerState}
            language={language}
          />
        </Suspense>
      )}
    </Stack>
  );
}
