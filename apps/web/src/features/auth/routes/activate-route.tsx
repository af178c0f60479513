/** /activate?token= (logged out only): a new user sets a first password through the activation e-mail's link. */
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { usePageTitle } from "../../../lib/configuration/use-page-title";
import { PasswordLinkScreen } from "../components/password-link-screen";

export function ActivateRoute() {
  const { t } = useTranslation("routes");
  usePageTitle(t("activate"));
  const token = useSearchParams()[0].get("token") || null;
  // A new link opened over this page starts afresh.
  return <PasswordLinkScreen key={token ?? ""} flow="activation" token={token} />;
}
