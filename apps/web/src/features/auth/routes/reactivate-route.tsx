/** /reactivate (logged out only): sends a new activation link, in the page's language, to a user who never set a password. */
import { useTranslation } from "react-i18next";
import { usePageTitle } from "../../../lib/configuration/use-page-title";
import { useLanguage } from "../../../lib/use-language";
import { useSendActivationEmail } from "../api/send-activation-email";
import { AuthCard } from "../components/auth-card";
import { EmailLinkRequest } from "../components/email-link-request";

export function ReactivateRoute() {
  const { t } = useTranslation("routes");
  usePageTitle(t("reactivate"));
  const language = useLanguage();
  const send = useSendActivationEmail();
  return (
    <AuthCard>
      <EmailLinkRequest
        copy="reactivate"
        send={(email) => send.mutateAsync({ email, language })}
        isPending={send.isPending}
      />
    </AuthCard>
  );
}
