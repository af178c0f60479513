/**
 * /emails: every e-mail the portal sent (staff), searchable, sortable and paged, with the total from /count; for
 * SLF_OWNER, the admin tools (owner-only triggers) under the list.
 */
import { useTranslation } from "react-i18next";
import { useLocalizedPath } from "../../../lib/use-language";
import { useEmailCount } from "../api/get-email-count";
import { useEmails } from "../api/get-emails";
import { useSignedInRole } from "../api/get-signed-in-role";
import { AdminToolsPanel } from "../components/admin-tools-panel";
import { EmailListView } from "../components/email-list-view";
import { useEmailListState } from "../hooks/use-email-list-state";

export function AllEmailsRoute() {
  const { t } = useTranslation("emails");
  const list = useEmailListState();
  const emails = useEmails(list.query);
  const count = useEmailCount(list.query);
  const localizedPath = useLocalizedPath();
  const role = useSignedInRole();
  return (
    <EmailListView
      title={t("allEmails.title")}
      list={list}
      emails={emails.data}
      total={count.data}
      isPending={emails.isPending}
      error={emails.error ?? count.error}
      linkTo={(email) => localizedPath("allEmail", { emailId: email.id })}
      showClient
    >
      {role.data === "SLF_OWNER" && <AdminToolsPanel />}
    </EmailListView>
  );
}
