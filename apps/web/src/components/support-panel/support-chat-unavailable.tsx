/** What the support panel says when the page offers no chat or no one is online to chat (spec §4): e-mail instead. */
import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

export function SupportChatUnavailable() {
  const { t } = useTranslation("footer");
  return (
    <Text size="sm" mb="xs">
      {t("panel.chatUnavailable")}
    </Text>
  );
}
