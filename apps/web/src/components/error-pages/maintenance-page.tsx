/** The maintenance page the api client redirects to while the service is down for maintenance. */
import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { SupportContact } from "../../lib/configuration/support-contact";
import { ErrorPageFrame } from "./error-page-frame";

export function MaintenancePage({ support }: { support: SupportContact }) {
  const { t } = useTranslation("errors");
  return (
    <ErrorPageFrame title={t("pages.maintenance.title")} support={support}>
      <Text>{t("maintenance")}</Text>
    </ErrorPageFrame>
  );
}
