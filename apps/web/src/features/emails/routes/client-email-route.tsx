/** /client/:clientId/emails/:emailId: one e-mail of the client; carrier staff may resend it from here too. */
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { useSignedInRole } from "../../../lib/signed-in-user";
import { useLocalizedPath } from "../../../lib/use-language";
import { useClientEmail } from "../api/get-client-email";
import { EmailDetailView } from "../components/email-detail-view";
import { EmailPage } from "../components/email-page";
import { ResendButton } from "../components/resend-button";

export function ClientEmailRoute() {
  const { t } = useTranslation("emails");
  const { clientId = "", emailId = "" } = useParams();
  const email = useClientEmail(clientId, emailId);
  const role = useSignedInRole();
  const isStaff = role === "SLF_OWNER" || role === "SLF_ADMIN";
  const localizedPath = useLocalizedPath();
  return (
    <EmailPage email={email}>
      {(data) => (
        <EmailDetailView
          email={data}
          back={{ to: localizedPath("clientEmails", { clientId }), label: t("detail.backToClient") }}
          actions={isStaff ? <ResendButton email={data} /> : undefined}
        />
      )}
    </EmailPage>
  );
}
