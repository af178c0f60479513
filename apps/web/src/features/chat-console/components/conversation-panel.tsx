/**
 * The conversation the agent opened: its facts, its messages (a polite live log), and while it is open a reply box
 * and "Close chat"; "E-mail transcript" whatever its state.
 */
import { Alert, Button, Divider, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ChatConversationFacts } from "../../../components/chat-transcript/chat-conversation-facts";
import { ChatMessageLog } from "../../../components/chat-transcript/chat-message-log";
import { EmailTranscriptForm } from "../../../components/chat-transcript/email-transcript-form";
import { useChatLabels } from "../../../components/chat-transcript/use-chat-labels";
import { useChatMessageText } from "../../../lib/chat-message-text";
import { useChatConversation } from "../../../lib/chat-staff/get-chat-conversation";
import { useCloseChat } from "../api/conversation-mutations";
import { ReplyBox } from "./reply-box";

export function ConversationPanel({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation("chatConsole");
  const { errorText } = useChatMessageText("chatConsole:errors.general");
  const labels = useChatLabels();
  const conversation = useChatConversation(conversationId);
  const close = useCloseChat();
  if (conversation.isPending) return <Loader size="sm" aria-label={t("conversation.loading")} />;
  if (conversation.isError) {
    return (
      <Alert color="red" role="alert" title={t("conversation.error")}>
        {errorText(conversation.error)}
      </Alert>
    );
  }
  const data = conversation.data;
  const isOpen = data.status !== "CLOSED";
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3} size="h4">
          {t("conversation.title", { visitor: labels.visitor(data) })}
        </Title>
        {isOpen && (
          <Button variant="outline" color="red" loading={close.isPending} onClick={() => close.mutate(data.id)}>
            {t("conversation.close")}
          </Button>
        )}
      </Group>
      {close.isError && (
        <Alert color="red" role="alert" title={t("conversation.closeError")}>
          {errorText(close.error)}
        </Alert>
      )}
      <ChatConversationFacts conversation={data} />
      <ChatMessageLog conversation={data} />
      {isOpen ? (
        <ReplyBox key={`reply-${data.id}`} conversationId={data.id} />
      ) : (
        <Text c="dimmed">{t("conversation.ended")}</Text>
      )}
      <Divider />
      <EmailTranscriptForm key={`transcript-${data.id}`} conversationId={data.id} visitorEmail={data.visitorEmail} />
    </Stack>
  );
}
