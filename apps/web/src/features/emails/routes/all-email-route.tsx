/** /emails/:emailId: one e-mail (staff), with Resend. */
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { useLocalizedPath } from "../../../lib/use-language";
import { useEmail } from "../api/get-email";
import { EmailDetailView } from "../components/email-detail-view";
import { EmailPage } from "../components/email-page";
import { ResendButton } from "../components/resend-button";

export function AllEmailRoute() {
  const { t } = useTranslation("emails");
  const { emailId = "" } = useParams();
  const email = useEmail(emailId);
  const localizedPath = useLocalizedPath();
  return (
    <EmailPage email={email}>
      {(data) => (
        <EmailDetailView
          email={data}
          back={{ to: localizedPath("allEmails"), label: t("detail.backToAll") }}
          actions={<ResendButton email={data} />}
        />
      )}
    </EmailPage>
  );
}
