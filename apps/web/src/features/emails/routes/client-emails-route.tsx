/** /client/:clientId/emails: the e-mails sent about this client, for whoever may read it. */
import type { EmailSortField } from "@onboard/domain/emails/email-schemas";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { useLocalizedPath } from "../../../lib/use-language";
import { useListState } from "../../../lib/use-list-state";
import { useClientEmails } from "../api/get-client-emails";
import { EmailListView } from "../components/email-list-view";

export function ClientEmailsRoute() {
  const { t } = useTranslation("emails");
  const { clientId = "" } = useParams();
  const list = useListState<EmailSortField>("createdAt", "desc");
  const emails = useClientEmails(clientId, list.query);
  const localizedPath = useLocalizedPath();
  return (
    <EmailListView
      title={t("clientEmails.title")}
      list={list}
      emails={emails.data?.data}
      nextCursor={emails.data?.nextCursor}
      total={emails.data}
      isPending={emails.isPending}
      error={emails.error}
      linkTo={(email) => localizedPath("clientEmail", { clientId, emailId: email.id })}
    />
  );
}
