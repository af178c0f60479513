/**
 * The page's plans: the medical video, one section per benefit group in the API's order, and the comparison
 * selection with its sticky bar. On an expired site the plans are shown read-only (no saving, no comparing).
 * A large client's page first lists its benefit types, linking to their sections (publicSiteFeatures).
 */
import { Stack, Text } from "@mantine/core";
import type { Language } from "@onboard/domain/common/environments";
import type { ExplorerPageResponse } from "@onboard/domain/explorer/explorer-page-schemas";
import { benefitTypeName } from "@onboard/domain/explorer/plan-titles";
import { publicSiteFeatures } from "@onboard/domain/explorer/public-site-features";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useCompareSelection } from "../hooks/use-compare-selection";
import { useExplorerPaths } from "../hooks/use-explorer-paths";
import { useFavourites } from "../hooks/use-favourites";
import { BenefitGroupSection } from "./benefit-group-section";
import { BenefitJumpList } from "./benefit-jump-list";
import { CompareBar } from "./compare-bar";
import { MedicalVideo } from "./medical-video";

export function PlanList({ page, language }: { page: ExplorerPageResponse; language: Language }) {
  const { t } = useTranslation("explorer");
  const favourites = useFavourites(page);
  const compare = useCompareSelection();
  const { comparePath, linkState } = useExplorerPaths();
  const navigate = useNavigate();
  const isReadOnly = page.state === "expired";
  const hasComparable = page.benefits.some((group) => group.plans.some((plan) => plan.isComparable));
  return (
    <Stack gap="xl">
      {publicSiteFeatures(page).benefitJumpList && <BenefitJumpList page={page} language={language} />}
      <MedicalVideo page={page} language={language} />
      {page.benefits.length === 0 && <Text>{t("page.noPlans")}</Text>}
      {page.benefits.map((group) => (
        <BenefitGroupSection
          key={group.benefitType}
          page={page}
          group={group}
          language={language}
          favourites={isReadOnly ? undefined : favourites}
          compare={isReadOnly ? undefined : compare}
        />
      ))}
      {!isReadOnly && hasComparable && (
        <CompareBar
          count={compare.ids.length}
          benefitName={compare.benefitType && benefitTypeName(compare.benefitType, page.employerState, language)}
          onCompare={() => navigate(comparePath(compare.ids), { state: linkState })}
          onClear={compare.clear}
        />
      )}
    </Stack>
  );
}
