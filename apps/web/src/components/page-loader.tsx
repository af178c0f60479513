/** A centred loader that screen readers announce as "Loading…". */
import { Center, Loader, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";

export function PageLoader() {
  const { t } = useTranslation("common");
  return (
    <Center role="status" py="xl">
      <Loader aria-hidden="true" />
      <VisuallyHidden>{t("loading")}</VisuallyHidden>
    </Center>
  );
}
