/** The screen of a route whose feature comes in a later issue: its translated name, honestly marked unavailable. */
import { Container, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { usePageTitle } from "../../lib/configuration/use-page-title";
import { useCurrentRouteName } from "../router/route-handle";

export function PageShellRoute() {
  const { t } = useTranslation(["routes", "common"]);
  const routeName = useCurrentRouteName();
  const title = routeName ? t(`routes:${routeName}`) : "";
  usePageTitle(title);
  return (
    <Container size="lg" py="xl">
      <Title order={1}>{title}</Title>
      <Text mt="sm">{t("common:pageShell.notAvailable")}</Text>
    </Container>
  );
}
