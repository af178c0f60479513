/** A conversation read-only in a dialog (the client page's transcripts): its facts, its messages as text, e-mail it. */
import { Alert, Loader, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useChatMessageText } from "../../lib/chat-message-text";
import { useChatConversation } from "../../lib/chat-staff/get-chat-conversation";
import { AppModal } from "../app-modal/app-modal";
import { ChatConversationFacts } from "./chat-conversation-facts";
import { ChatMessageLog } from "./chat-message-log";
import { EmailTranscriptForm } from "./email-transcript-form";

export function ChatTranscriptDialog({
  conversationId,
  onClose,
}: {
  conversationId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation("chatConsole");
  const { errorText } = useChatMessageText("chatConsole:errors.general");
  const conversation = useChatConversation(conversationId);
  return (
    <AppModal opened={conversationId !== null} onClose={onClose} title={t("transcript.dialogTitle")} size="lg">
      {conversation.isPending && <Loader size="sm" aria-label={t("conversation.loading")} />}
      {conversation.isError && (
        <Alert color="red" role="alert" title={t("conversation.error")}>
          {errorText(conversation.error)}
        </Alert>
      )}
      {conversation.data && (
        <Stack>
          <ChatConversationFacts conversation={conversation.data} />
          <ChatMessageLog conversation={conversation.data} />
          <EmailTranscriptForm
            key={conversation.data.id}
            conversationId={conversation.data.id}
            visitorEmail={conversation.data.visitorEmail}
          />
        </Stack>
      )}
    </AppModal>
  );
}
