/** /lab/home: what the lab is (the carrier's experimental features) and every feature toggle with its global state. */
import { Anchor, Container, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { usePageTitle } from "../../../lib/configuration/use-page-title";
import { useLocalizedPath } from "../../../lib/use-language";
import { ToggleList } from "../components/toggle-list";

export function LabHomeRoute() {
  const { t } = useTranslation("lab");
  usePageTitle(t("home.title"));
  const localizedPath = useLocalizedPath();
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1}>{t("home.title")}</Title>
        <Text>{t("home.intro")}</Text>
        <Anchor component={Link} to={localizedPath("labAbout")} w="fit-content" underline="always">
          {t("home.aboutLink")}
        </Anchor>
        <Title order={2}>{t("home.togglesTitle")}</Title>
        <Text>{t("home.togglesIntro")}</Text>
        <ToggleList />
      </Stack>
    </Container>
  );
}
