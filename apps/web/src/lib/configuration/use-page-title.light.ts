/** The explorer's light client: the title also goes to the server's <title> (the runtime's head), then to document.title. */
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useExplorerRuntime } from "../../explorer-client/runtime/explorer-runtime";
import { useConfiguration } from "./get-configuration";

export function usePageTitle(page: string): void {
  const { t } = useTranslation("common");
  const { brand } = useConfiguration();
  const runtime = useExplorerRuntime();
  const title = t("pageTitle", { page, brand: brand.name });
  runtime.head.title = title;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
