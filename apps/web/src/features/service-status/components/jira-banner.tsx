/** The banner internal users see while the issue tracker is down. */
import { Alert } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useServiceStatus } from "../api/get-service-status";

export function JiraBanner({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation("errors");
  const { data } = useServiceStatus(enabled);
  if (!enabled || data?.jira !== false) return null;
  return (
    <Alert color="yellow" radius={0} role="status">
      {t("jiraDown")}
    </Alert>
  );
}
