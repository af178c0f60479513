/**
 * /emails: every e-mail the portal sent (staff), searchable, sortable and paged, with the total from /count; for
 * SLF_OWNER, the admin tools (owner-only triggers) under the list.
 */
import type { EmailSortField } from "@onboard/domain/emails/email-schemas";
import { useTranslation } from "react-i18next";
import { useSignedInRole } from "../../../lib/signed-in-user";
import { useLocalizedPath } from "../../../lib/use-language";
import { useListState } from "../../../lib/use-list-state";
import { useEmailCount } from "../api/get-email-count";
import { useEmails } from "../api/get-emails";
import { AdminToolsPanel } from "../components/admin-tools-panel";
import { EmailListView } from "../components/email-list-view";

export function AllEmailsRoute() {
  const { t } = useTranslation("emails");
  const list = useListState<EmailSortField>("createdAt", "desc");
  const emails = useEmails(list.query);
  const count = useEmailCount(list.query);
  const localizedPath = useLocalizedPath();
  const role = useSignedInRole();
  return (
    <EmailListView
      title={t("allEmails.title")}
      list={list}
      emails={emails.data?.data}
      nextCursor={emails.data?.nextCursor}
      total={count.data}
      isPending={emails.isPending}
      error={emails.error ?? count.error}
      linkTo={(email) => localizedPath("allEmail", { emailId: email.id })}
      showClient
    >
      {role === "SLF_OWNER" && <AdminToolsPanel />}
    </EmailListView>
  );
}
