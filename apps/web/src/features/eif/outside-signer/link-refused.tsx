/** The page an outside signer sees when their link is refused: expired, replaced, revoked, or not theirs. */
import { Alert, Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";

export function LinkRefused() {
  const { t } = useTranslation("eif");
  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>{t("outsideSigner.refused.title")}</Title>
      <Alert color="orange" role="alert">
        {t("outsideSigner.refused.body")}
      </Alert>
    </Stack>
  );
}
