/**
 * The ben-admin home (/clients/ben-admin): the spec's query (page size 1, page 1, the phase ids, completed setup)
 * decides between the one client ready to work on, the list of ready clients, and a note that none is ready yet.
 */
import { Anchor, Card, Container, Stack, Text, Title } from "@mantine/core";
import { BEN_ADMIN_HOME_QUERY, benAdminHomeTarget } from "@onboard/domain/clients/ben-admin-home";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { usePageTitle } from "../../../lib/configuration/use-page-title";
import { useLocalizedPath } from "../../../lib/use-language";
import { useClients } from "../api/get-clients";
import { MyClientsList } from "../components/my-clients-list";

export function BenAdminHomeRoute() {
  const { t } = useTranslation(["homes", "clients"]);
  const localizedPath = useLocalizedPath();
  usePageTitle(t("homes:benAdmin.title"));
  const { data, isPending, isError } = useClients({
    ...BEN_ADMIN_HOME_QUERY,
    phaseIds: [...BEN_ADMIN_HOME_QUERY.phaseIds],
  });
  const target = data ? benAdminHomeTarget(data) : null;
  const only = data?.data[0];

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t("homes:benAdmin.title")}</Title>
        {isPending && <Text>{t("clients:loading")}</Text>}
        {isError && <Text role="alert">{t("homes:loadError")}</Text>}
        {target?.kind === "none" && <Text>{t("homes:benAdmin.noneReady")}</Text>}
        {target?.kind === "single" && only && (
          <Card withBorder padding="lg">
            <Text fw={700} size="lg">
              {only.name}
            </Text>
            <Text size="sm" c="dimmed">
              {t(`common:phases.${only.phaseId}`)}
            </Text>
            <Anchor component={Link} to={localizedPath("home", { clientId: only.id })} mt="sm">
              {t("homes:benAdmin.open", { client: only.name })}
            </Anchor>
          </Card>
        )}
        {target?.kind === "list" && <MyClientsList completedSetup />}
      </Stack>
    </Container>
  );
}
