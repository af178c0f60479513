/** The explorer's light client: as use-explorer-page-title.ts, with the branded title also given to the server's <title>. */
import type { ExplorerPageResponse } from "@onboard/domain/explorer/explorer-page-schemas";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useExplorerRuntime } from "../../../explorer-client/runtime/explorer-runtime";
import { usePageTitle } from "../../../lib/configuration/use-page-title";

export function useExplorerPageTitle(page: ExplorerPageResponse, title: string): void {
  const { t } = useTranslation("common");
  const runtime = useExplorerRuntime();
  usePageTitle(title);
  const brandedTitle = page.branding.nonSunLifeBenefitsExplorer
    ? t("pageTitle", { page: title, brand: page.clientName })
    : null;
  if (brandedTitle) runtime.head.title = brandedTitle;
  useEffect(() => {
    if (brandedTitle) document.title = brandedTitle;
  }, [brandedTitle]);
}
