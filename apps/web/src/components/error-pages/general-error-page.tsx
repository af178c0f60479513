/** The general error page: "Oops! Something went wrong", troubleshooting steps and the generic message. */
import { Button, List, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { SupportContact } from "../../lib/configuration/support-contact";
import { ErrorPageFrame } from "./error-page-frame";

const STEPS = ["refresh", "clearCache", "otherBrowser", "contactSupport"] as const;

export interface GeneralErrorPageProps {
  support: SupportContact;
  /** Offered by error boundaries that can re-render their children. */
  onRetry?: () => void;
}

export function GeneralErrorPage({ support, onRetry }: GeneralErrorPageProps) {
  const { t } = useTranslation("errors");
  return (
    <ErrorPageFrame title={t("pages.general.title")} support={support}>
      <Text>{t("pages.general.stepsIntro")}</Text>
      <List type="ordered" spacing="xs">
        {STEPS.map((step) => (
          <List.Item key={step}>{t(`pages.general.steps.${step}`)}</List.Item>
        ))}
      </List>
      <Text>{t("generic", { email: support.email })}</Text>
      {onRetry && (
        <Button onClick={onRetry} variant="outline" w="fit-content">
          {t("pages.general.tryAgain")}
        </Button>
      )}
    </ErrorPageFrame>
  );
}
