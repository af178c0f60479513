/** /404 and the catch-all: the not-found page with a Return to Home link in the current language. */
import { useTranslation } from "react-i18next";
import { NotFoundPage } from "../../components/error-pages/not-found-page";
import { usePageTitle } from "../../lib/configuration/use-page-title";
import { useSupportContact } from "../../lib/configuration/use-support-contact";
import { useLocalizedPath } from "../../lib/use-language";

export function NotFoundRoute() {
  const { t } = useTranslation("routes");
  const support = useSupportContact();
  const localizedPath = useLocalizedPath();
  usePageTitle(t("notFound"));
  return <NotFoundPage support={support} homePath={localizedPath("index")} />;
}
