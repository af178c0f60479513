/**
 * One e-mail: subject as the heading, its facts (recipients, status, dates), the status history, the recipients the
 * delivery failed for, and the message itself in a sandboxed frame (no scripts, no same-origin access).
 */
import { Anchor, Card, Group, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import type { EmailDetail } from "@onboard/domain/emails/email-schemas";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDateTime, localeOf } from "../../../lib/format-date-time";
import { useLanguage } from "../../../lib/use-language";
import { EmailStatusBadge } from "./email-status-badge";

export interface EmailDetailViewProps {
  email: EmailDetail;
  back: { to: string; label: string };
  actions?: ReactNode;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </div>
  );
}

export function EmailDetailView({ email, back, actions }: EmailDetailViewProps) {
  const { t } = useTranslation("emails");
  const language = useLanguage();
  const recipients = (kind: "to" | "cc") =>
    email.recipients
      .filter((r) => r.kind === kind)
      .map((r) => (r.name ? `${r.name} <${r.email}>` : r.email))
      .join(", ") || "—";
  return (
    <Stack>
      <Anchor component={Link} to={back.to}>
        {back.label}
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Title order={1}>{email.subject}</Title>
        {actions}
      </Group>
      <Card withBorder>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <Fact label={t("detail.status")}>
            <EmailStatusBadge status={email.status} />
          </Fact>
          <Fact label={t("detail.from")}>{email.from}</Fact>
          <Fact label={t("detail.to")}>{recipients("to")}</Fact>
          <Fact label={t("detail.cc")}>{recipients("cc")}</Fact>
          <Fact label={t("detail.client")}>{email.clientName ?? "—"}</Fact>
          <Fact label={t("detail.template")}>{email.template}</Fact>
          <Fact label={t("detail.createdAt")}>{formatDateTime(email.createdAt, localeOf(language))}</Fact>
          <Fact label={t("detail.sentAt")}>
            {email.sentAt ? formatDateTime(email.sentAt, localeOf(language)) : t("notSent")}
          </Fact>
          <Fact label={t("detail.attempts")}>{email.attempts}</Fact>
          <Fact label={t("detail.sentBy")}>{email.sentBy?.name ?? "—"}</Fact>
        </SimpleGrid>
      </Card>

      <Title order={2}>{t("detail.historyTitle")}</Title>
      <Table captionSide="top">
        <Table.Caption>{t("detail.historyCaption")}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("detail.historyAt")}</Table.Th>
            <Table.Th>{t("detail.historyStatus")}</Table.Th>
            <Table.Th>{t("detail.historyDetail")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {email.statusHistory.map((entry) => (
            <Table.Tr key={`${entry.at}:${entry.status}:${entry.detail ?? ""}`}>
              <Table.Td>{formatDateTime(entry.at, localeOf(language))}</Table.Td>
              <Table.Td>
                <EmailStatusBadge status={entry.status} />
              </Table.Td>
              <Table.Td>{entry.detail ?? "—"}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>

      <Title order={2}>{t("detail.errorUsersTitle")}</Title>
      {email.errorUsers.length === 0 ? (
        <Text>{t("detail.noErrors")}</Text>
      ) : (
        <Table captionSide="top">
          <Table.Caption>{t("detail.errorUsersCaption")}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("detail.errorUserEmail")}</Table.Th>
              <Table.Th>{t("detail.errorUserError")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {email.errorUsers.map((user) => (
              <Table.Tr key={user.email}>
                <Table.Td>{user.email}</Table.Td>
                <Table.Td>{user.error}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}

      <Title order={2}>{t("detail.bodyTitle")}</Title>
      <iframe
        sandbox=""
        srcDoc={email.html}
        title={t("detail.bodyFrameTitle", { subject: email.subject })}
        style={{ width: "100%", minHeight: "32rem", border: "1px solid var(--mantine-color-gray-4)" }}
      />
      <details>
        <summary>{t("detail.textVersion")}</summary>
        <Text component="pre" style={{ whiteSpace: "pre-wrap" }}>
          {email.text}
        </Text>
      </details>
    </Stack>
  );
}
