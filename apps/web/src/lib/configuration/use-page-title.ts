/** Sets the document title to "<page> | <brand>", so each page announces itself in tabs and to screen readers. */
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useConfiguration } from "./get-configuration";

export function usePageTitle(page: string): void {
  const { t } = useTranslation("common");
  const { brand } = useConfiguration();
  const title = t("pageTitle", { page, brand: brand.name });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
