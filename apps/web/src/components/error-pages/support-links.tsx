/** The chat and e-mail support links every error page carries. */
import { Anchor, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { chatHref, type SupportContact } from "../../lib/configuration/support-contact";

export function SupportLinks({ support }: { support: SupportContact }) {
  const { t } = useTranslation("errors");
  return (
    <Group
      component="ul"
      gap="lg"
      aria-label={t("pages.support.label")}
      style={{ listStyle: "none", padding: 0, margin: 0 }}
    >
      <li>
        <Anchor href={chatHref(support)}>{t("pages.support.chat")}</Anchor>
      </li>
      <li>
        <Anchor href={`mailto:${support.email}`}>{t("pages.support.email")}</Anchor>
      </li>
    </Group>
  );
}
