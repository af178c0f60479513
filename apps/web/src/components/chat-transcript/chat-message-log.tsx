/**
 * A conversation's messages as a live log (role="log": new messages are announced politely): who sent each, when,
 * and the words as text. Nothing a visitor types is ever rendered as HTML.
 */
import { Box, Text } from "@mantine/core";
import type { ChatConversationDetail } from "@onboard/domain/chat/chat-schemas";
import { useTranslation } from "react-i18next";
import { useChatLabels } from "./use-chat-labels";

export function ChatMessageLog({ conversation }: { conversation: ChatConversationDetail }) {
  const { t } = useTranslation("chatConsole");
  const labels = useChatLabels();
  return (
    <Box role="log" aria-label={t("conversation.messages")} mah={420} style={{ overflowY: "auto" }} tabIndex={0}>
      {conversation.messages.length === 0 ? (
        <Text c="dimmed">{t("conversation.noMessages")}</Text>
      ) : (
        <Box component="ol" m={0} p={0} style={{ listStyle: "none" }}>
          {conversation.messages.map((message) => (
            <Box component="li" key={message.id} mb="sm">
              <Text size="sm" fw={700} component="span">
                {labels.sender(message, conversation)}
              </Text>{" "}
              <Text size="sm" c="dimmed" component="time" dateTime={message.sentAt}>
                {labels.time(message.sentAt)}
              </Text>
              <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{message.body}</Text>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
