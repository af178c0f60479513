/** The broker home (/clients): the broker's own clients. */
import { Container, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { usePageTitle } from "../../../lib/configuration/use-page-title";
import { MyClientsList } from "../components/my-clients-list";

export function BrokerHomeRoute() {
  const { t } = useTranslation("homes");
  usePageTitle(t("broker.title"));
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        {t("broker.title")}
      </Title>
      <MyClientsList />
    </Container>
  );
}
