/** /lab/about: what the lab is for and how its toggles are set (global states, per-client overrides by the carrier). */
import { Anchor, Container, List, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { usePageTitle } from "../../../lib/configuration/use-page-title";
import { useLocalizedPath } from "../../../lib/use-language";

export function LabAboutRoute() {
  const { t } = useTranslation("lab");
  usePageTitle(t("about.title"));
  const localizedPath = useLocalizedPath();
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1}>{t("about.title")}</Title>
        <Title order={2}>{t("about.purposeTitle")}</Title>
        <Text>{t("about.purpose")}</Text>
        <Title order={2}>{t("about.settingTitle")}</Title>
        <List spacing="xs">
          <List.Item>{t("about.global")}</List.Item>
          <List.Item>{t("about.override")}</List.Item>
          <List.Item>{t("about.noScreen")}</List.Item>
        </List>
        <Anchor component={Link} to={localizedPath("labHome")} w="fit-content" underline="always">
          {t("about.homeLink")}
        </Anchor>
      </Stack>
    </Container>
  );
}
