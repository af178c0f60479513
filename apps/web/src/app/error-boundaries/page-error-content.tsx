/** Picks the error page for an error: 404, a custom page with a user-facing message, or the general page. */
import { MISSING_PARAM_MESSAGE } from "@onboard/domain/errors/page-messages";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse } from "react-router";
import { CustomErrorPage } from "../../components/error-pages/custom-error-page";
import { GeneralErrorPage } from "../../components/error-pages/general-error-page";
import { NotFoundPage } from "../../components/error-pages/not-found-page";
import { isApiError } from "../../lib/api-error";
import { usePageTitle } from "../../lib/configuration/use-page-title";
import { useSupportContact } from "../../lib/configuration/use-support-contact";
import { useLocalizedPath } from "../../lib/use-language";

const MISSING_PARAM = new RegExp(`^${MISSING_PARAM_MESSAGE.replace("{param}", "\\S+")}$`);

/** Messages written for users: 4xx answers (spec: the server's message) and missing route parameters. */
export function userFacingErrorMessage(error: unknown): string | null {
  if (isApiError(error)) return error.status >= 400 && error.status < 500 ? error.message : null;
  if (error instanceof Error && MISSING_PARAM.test(error.message)) return error.message;
  return null;
}

export function isNotFoundError(error: unknown): boolean {
  return (isRouteErrorResponse(error) && error.status === 404) || (isApiError(error) && error.status === 404);
}

export function PageErrorContent({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation(["routes", "errors"]);
  const support = useSupportContact();
  const localizedPath = useLocalizedPath();
  const isNotFound = isNotFoundError(error);
  const message = isNotFound ? null : userFacingErrorMessage(error);
  usePageTitle(
    isNotFound ? t("routes:notFound") : message ? t("errors:pages.custom.title") : t("errors:pages.general.title"),
  );
  if (isNotFound) return <NotFoundPage support={support} homePath={localizedPath("index")} />;
  if (message) return <CustomErrorPage support={support} message={message} />;
  return <GeneralErrorPage support={support} onRetry={onRetry} />;
}
