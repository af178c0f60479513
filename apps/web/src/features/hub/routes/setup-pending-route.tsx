/** /setup-pending: the carrier is still setting up this client's portal; who to contact meanwhile. */
import { Anchor, Card, Container, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Navigate } from "react-router";
import { useClient } from "../../../lib/client-detail";
import { usePageTitle } from "../../../lib/configuration/use-page-title";
import { useSupportContact } from "../../../lib/configuration/use-support-contact";
import { useLocalizedPath } from "../../../lib/use-language";
import { useRequiredParam } from "../hooks/use-client-id";

export function SetupPendingRoute() {
  const { t } = useTranslation("hub");
  usePageTitle(t("setupPending.title"));
  const clientId = useRequiredParam("clientId");
  const localizedPath = useLocalizedPath();
  const client = useClient(clientId);
  const support = useSupportContact();
  // Once the setup is done this page has nothing to say.
  if (client.data?.completedSetup === true) return <Navigate to={localizedPath("home", { clientId })} replace />;
  const consultant = client.data?.implementationConsultant ?? null;
  return (
    <Container size="sm" py="xl">
      <Title order={1} mb="md">
        {t("setupPending.title")}
      </Title>
      <Stack gap="md">
        <Text>{t("setupPending.body")}</Text>
        <Card withBorder>
          <Title order={2} size="h4" mb="xs">
            {t("setupPending.contactTitle")}
          </Title>
          {consultant && (
            <Text>{t("setupPending.consultant", { name: `${consultant.firstName} ${consultant.lastName}` })}</Text>
          )}
          {consultant?.email && (
            <Anchor href={`mailto:${consultant.email}`} underline="always">
              {consultant.email}
            </Anchor>
          )}
          {support.email && (
            <Text>
              {t("setupPending.support")}{" "}
              <Anchor href={`mailto:${support.email}`} underline="always">
                {support.email}
              </Anchor>
              {support.phone ? ` · ${support.phone}` : ""}
            </Text>
          )}
        </Card>
      </Stack>
    </Container>
  );
}
