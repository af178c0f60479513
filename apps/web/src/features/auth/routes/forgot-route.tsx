/** /forgot (logged out only): sends a password-reset link, written in the page's language, to an e-mail address. */
import { useTranslation } from "react-i18next";
import { usePageTitle } from "../../../lib/configuration/use-page-title";
import { useLanguage } from "../../../lib/use-language";
import { useSendPasswordResetEmail } from "../api/send-password-reset-email";
import { AuthCard } from "../components/auth-card";
import { EmailLinkRequest } from "../components/email-link-request";

export function ForgotRoute() {
  const { t } = useTranslation("routes");
  usePageTitle(t("forgot"));
  const language = useLanguage();
  const send = useSendPasswordResetEmail();
  return (
    <AuthCard>
      <EmailLinkRequest
        copy="forgot"
        send={(email) => send.mutateAsync({ email, language })}
        isPending={send.isPending}
      />
    </AuthCard>
  );
}
