/** A captioned table of e-mails: subject (a link to the e-mail), recipients, status, created and sent, sortable. */
import { Anchor, Table, Text } from "@mantine/core";
import type { EmailListItem, EmailSortField } from "@onboard/domain/emails/email-schemas";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { SortableHeader, type SortDirection } from "../../../components/paged-list/sortable-header";
import { formatDateTime, localeOf } from "../../../lib/format-date-time";
import { useLanguage } from "../../../lib/use-language";
import { EmailStatusBadge } from "./email-status-badge";

export interface EmailsTableProps {
  caption: string;
  emails: EmailListItem[];
  sortBy: EmailSortField;
  sortDirection: SortDirection;
  onSort: (field: EmailSortField, direction: SortDirection) => void;
  linkTo: (email: EmailListItem) => string;
  showClient?: boolean;
}

export function EmailsTable({ caption, emails, sortBy, sortDirection, onSort, linkTo, showClient }: EmailsTableProps) {
  const { t } = useTranslation("emails");
  const language = useLanguage();
  const header = (field: EmailSortField, label: string) => (
    <SortableHeader field={field} sortBy={sortBy} sortDirection={sortDirection} onSort={onSort}>
      {label}
    </SortableHeader>
  );
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {header("subject", t("columns.subject"))}
            {header("to", t("columns.recipients"))}
            {showClient && <Table.Th>{t("columns.client")}</Table.Th>}
            {header("status", t("columns.status"))}
            {header("createdAt", t("columns.created"))}
            {header("sentAt", t("columns.sent"))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {emails.map((email) => (
            <Table.Tr key={email.id}>
              <Table.Td>
                <Anchor component={Link} to={linkTo(email)}>
                  {email.subject}
                </Anchor>
              </Table.Td>
              <Table.Td>{[...email.to, ...email.cc].join(", ")}</Table.Td>
              {showClient && <Table.Td>{email.clientName ?? "—"}</Table.Td>}
              <Table.Td>
                <EmailStatusBadge status={email.status} />
              </Table.Td>
              <Table.Td>{formatDateTime(email.createdAt, localeOf(language))}</Table.Td>
              <Table.Td>
                {email.sentAt ? (
                  formatDateTime(email.sentAt, localeOf(language))
                ) : (
                  <Text span c="dimmed" size="sm">
                    {t("notSent")}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
