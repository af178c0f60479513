/**
 * A large client's page (decision 029): its benefit types, in the page's order, each a link to its section, so that
 * a long page of plans can be read from its table of contents.
 */
import { Anchor, Group } from "@mantine/core";
import type { Language } from "@onboard/domain/common/environments";
import type { ExplorerPageResponse } from "@onboard/domain/explorer/explorer-page-schemas";
import { benefitTypeName } from "@onboard/domain/explorer/plan-titles";
import { useTranslation } from "react-i18next";
import { benefitGroupHeadingId } from "./benefit-group-section";

export function BenefitJumpList({ page, language }: { page: ExplorerPageResponse; language: Language }) {
  const { t } = useTranslation("explorer");
  return (
    <nav aria-label={t("page.jumpListLabel")} data-print="hide">
      <Group component="ul" gap="md" m={0} p={0} style={{ listStyle: "none" }}>
        {page.benefits.map((group) => (
          <li key={group.benefitType}>
            <Anchor href={`#${benefitGroupHeadingId(group.benefitType)}`}>
              {benefitTypeName(group.benefitType, page.employerState, language)}
            </Anchor>
          </li>
        ))}
      </Group>
    </nav>
  );
}
