/** On every step of a signed EIF: the form is signed, and edits made now are changes for the carrier to review. */
import { Alert } from "@mantine/core";
import { useTranslation } from "react-i18next";

export function SignedBanner({ eifSignedAt }: { eifSignedAt: string | null }) {
  const { t, i18n } = useTranslation("eif");
  if (!eifSignedAt) return null;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "long" }).format(new Date(eifSignedAt));
  return (
    <Alert color="blue" title={t("changes.bannerTitle")}>
      {t("changes.banner", { date })}
    </Alert>
  );
}
