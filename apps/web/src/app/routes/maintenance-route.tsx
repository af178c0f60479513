/** /maintenance: where the api client sends users while the service is down for maintenance. */
import { useTranslation } from "react-i18next";
import { MaintenancePage } from "../../components/error-pages/maintenance-page";
import { usePageTitle } from "../../lib/configuration/use-page-title";
import { useSupportContact } from "../../lib/configuration/use-support-contact";

export function MaintenanceRoute() {
  const { t } = useTranslation("routes");
  const support = useSupportContact();
  usePageTitle(t("maintenance"));
  return <MaintenancePage support={support} />;
}
