/**
 * /clients/admin/:clientId/manage: one client for carrier staff. Its details (saved with If-Match), the setup
 * checklist, the linked brokers and ben admins, the base client, the weighty actions and the audit trail.
 */
import { Alert, Anchor, Badge, Container, Group, Loader, Paper, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useClient } from "../../../lib/client-detail";
import { usePageTitle } from "../../../lib/configuration/use-page-title";
import { useLocalizedPath } from "../../../lib/use-language";
import { AssignedUsers } from "../components/assigned-users";
import { AuditTrail } from "../components/audit-trail";
import { BaseClientSection } from "../components/base-client-section";
import { ChatTranscriptsSection } from "../components/chat-transcripts-section";
import { ClientAdminActions } from "../components/client-admin-actions";
import { ClientDetailsSection } from "../components/client-details-section";
import { ExplorerSitesSection } from "../components/explorer-sites-section";
import { SetupChecklist } from "../components/setup-checklist";
import { useClientMessage } from "../hooks/use-client-message";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" withBorder p="md" aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

export function ClientManageRoute() {
  const { t } = useTranslation("clients");
  const { errorMessage } = useClientMessage();
  const { clientId = "" } = useParams();
  const localizedPath = useLocalizedPath();
  const client = useClient(clientId);
  usePageTitle(client.data?.name ?? t("manage.title"));

  if (client.isPending) {
    return (
      <Container size="xl" py="xl">
        <Title order={1}>{t("manage.title")}</Title>
        <Loader aria-label={t("loading")} />
      </Container>
    );
  }
  if (client.isError) {
    return (
      <Container size="xl" py="xl">
        <Title order={1}>{t("manage.title")}</Title>
        <Alert color="red" role="alert" mt="md">
          {errorMessage(client.error)}
        </Alert>
        <Anchor component={Link} to={localizedPath("clientsAdmin")}>
          {t("manage.backToList")}
        </Anchor>
      </Container>
    );
  }
  const data = client.data;
  return (
    <Container size="xl" py="xl">
      <Stack>
        <Anchor component={Link} to={localizedPath("clientsAdmin")}>
          {t("manage.backToList")}
        </Anchor>
        <Group gap="sm">
          <Title order={1}>{data.name}</Title>
          {data.isArchived && (
            <Badge color="gray" variant="light">
              {t("badges.archived")}
            </Badge>
          )}
          {data.isTest && (
            <Badge color="grape" variant="light">
              {t("badges.test")}
            </Badge>
          )}
        </Group>
        <Section id="client-details" title={t("manage.details")}>
          <ClientDetailsSection client={data} />
        </Section>
        <Section id="client-setup" title={t("manage.setup")}>
          <SetupChecklist clientId={data.id} />
        </Section>
        <Section id="client-users" title={t("manage.users")}>
          <AssignedUsers clientId={data.id} />
        </Section>
        <Section id="client-base" title={t("manage.baseClient")}>
          <BaseClientSection client={data} />
        </Section>
        <ExplorerSitesSection clientId={data.id} />
        <ChatTranscriptsSection clientId={data.id} />
        <Section id="client-actions" title={t("manage.actions")}>
          <ClientAdminActions client={data} />
        </Section>
        <Section id="client-audit" title={t("manage.audit")}>
          <AuditTrail clientId={data.id} />
        </Section>
      </Stack>
    </Container>
  );
}
