/**
 * The "Need Help?" footer of a kiosk (decision 029): the same contacts as the shared support footer, as text the
 * visitor can note down, without the telephone, e-mail and help-centre links that would take the shared screen off
 * the site.
 */
import { Box, Stack, Text, Title } from "@mantine/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useSupportContact } from "../../../lib/configuration/use-support-contact";

export function KioskSupportFooter() {
  const { t } = useTranslation("footer");
  const support = useSupportContact();
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} px="md" py="lg" bg="gray.0">
      <Title order={2} size="h3" id={titleId} mb="sm">
        {t("support.title")}
      </Title>
      <Stack gap={4}>
        <Text fw={600}>{t("support.contactUs")}</Text>
        <Text size="sm">
          {t("support.phone")}: {support.phone}
        </Text>
        <Text size="sm">
          {t("support.email")}: {support.email}
        </Text>
        <Text size="sm">
          {t("support.hours")}: {t("support.hoursValue")}
        </Text>
      </Stack>
    </Box>
  );
}
