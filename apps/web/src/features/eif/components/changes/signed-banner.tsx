/** On every step of a signed EIF: the form is signed, and edits made now are changes for the carrier to review. */
import { Alert } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../../lib/format-date-time";

export function SignedBanner({ eifSignedAt }: { eifSignedAt: string | null }) {
  const { t, i18n } = useTranslation("eif");
  if (!eifSignedAt) return null;
  const date = formatDate(eifSignedAt, i18n.language, { style: "long" });
  return (
    <Alert color="blue" title={t("changes.bannerTitle")}>
      {t("changes.banner", { date })}
    </Alert>
  );
}
