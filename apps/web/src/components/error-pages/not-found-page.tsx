/** The 404 page: the page does not exist, with a Return to Home link. */
import { Anchor } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { SupportContact } from "../../lib/configuration/support-contact";
import { ErrorPageFrame } from "./error-page-frame";

export function NotFoundPage({ support, homePath }: { support: SupportContact; homePath: string }) {
  const { t } = useTranslation("errors");
  return (
    <ErrorPageFrame title={t("notFound")} support={support}>
      <Anchor component={Link} to={homePath} w="fit-content">
        {t("pages.notFound.returnHome")}
      </Anchor>
    </ErrorPageFrame>
  );
}
