/**
 * An open or ended conversation in the widget: where it stands (waiting for an agent, chatting with {name}, ended),
 * the messages, the send box and End chat while it is open, Start a new chat once it ended, and the transcript form.
 */
import { Alert, Button, Stack, Text } from "@mantine/core";
import type { VisitorConversation } from "@onboard/domain/chat/chat-schemas";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useChatMessageText } from "../../../lib/chat-message-text";
import { endVisitorChat, startOverVisitorChat } from "../hooks/visitor-chat-store";
import { ChatMessageList } from "./chat-message-list";
import { ChatSendForm } from "./chat-send-form";
import { ChatTranscriptForm } from "./chat-transcript-form";

function useStatusText(conversation: VisitorConversation): string {
  const { t } = useTranslation("chat");
  if (conversation.status === "ACTIVE") {
    return conversation.agentName ? t("status.ACTIVE", { name: conversation.agentName }) : t("status.ACTIVE_unnamed");
  }
  return t(`status.${conversation.status}`);
}

export function ChatConversationView({ conversation }: { conversation: VisitorConversation }) {
  const { t } = useTranslation("chat");
  const { errorText } = useChatMessageText();
  const status = useStatusText(conversation);
  const [isEnding, setIsEnding] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const isClosed = conversation.status === "CLOSED";

  const end = async () => {
    setFailure(null);
    setIsEnding(true);
    try {
      await endVisitorChat();
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setIsEnding(false);
    }
  };

  return (
    <Stack gap="sm">
      <Text size="sm" fw={600} role="status">
        {status}
      </Text>
      <ChatMessageList messages={conversation.messages} />
      {!isClosed && <ChatSendForm />}
      {failure && (
        <Alert color="red" role="alert" p="xs">
          {failure}
        </Alert>
      )}
      {isClosed ? (
        <Button size="xs" variant="light" onClick={startOverVisitorChat}>
          {t("newChat")}
        </Button>
      ) : (
        <Button size="xs" variant="default" loading={isEnding} onClick={() => void end()}>
          {t("end")}
        </Button>
      )}
      <ChatTranscriptForm />
    </Stack>
  );
}
