/** /reset?token= (logged out only): sets a new password through the link from the forgot-password e-mail. */
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { usePageTitle } from "../../../lib/configuration/use-page-title";
import { PasswordLinkScreen } from "../components/password-link-screen";

export function ResetRoute() {
  const { t } = useTranslation("routes");
  usePageTitle(t("reset"));
  const token = useSearchParams()[0].get("token") || null;
  // A new link opened over this page starts afresh.
  return <PasswordLinkScreen key={token ?? ""} flow="reset" token={token} />;
}
