/**
 * The document title of an explorer page: "<page> | <brand>", where a page under another brand (a third-party
 * administrator) names its employer instead of the carrier.
 */
import type { ExplorerPageResponse } from "@onboard/domain/explorer/explorer-page-schemas";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { usePageTitle } from "../../../lib/configuration/use-page-title";

export function useExplorerPageTitle(page: ExplorerPageResponse, title: string): void {
  const { t } = useTranslation("common");
  usePageTitle(title);
  const brandedTitle = page.branding.nonSunLifeBenefitsExplorer
    ? t("pageTitle", { page: title, brand: page.clientName })
    : null;
  // Runs after usePageTitle's effect, so the employer's brand wins on non-carrier pages.
  useEffect(() => {
    if (brandedTitle) document.title = brandedTitle;
  }, [brandedTitle]);
}
