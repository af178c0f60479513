/**
 * The visitor's chat widget (issue 19), loaded when a visitor opens the chat: a non-modal dialog beside the page with
 * "Chat with us" and the department's name; the start form, or the conversation (its status, the messages as text,
 * the send box, End chat) and "E-mail me the transcript". Focus moves in when it opens; Escape or the close button
 * closes it (the caller returns focus to the opener); the conversation stays for the next opening. The socket's
 * `chat:changed` notices (and each reconnection) refetch the conversation.
 * Its module is named chat-widget so its built chunk is recognisable (assets/…chat-widget-<hash>.js).
 */
import { CloseButton, Group, Paper, Text, Title } from "@mantine/core";
import { CHAT_SOCKET_EVENTS, type ChatContext, chatChangedEventSchema } from "@onboard/domain/chat/chat-schemas";
import { type KeyboardEvent, useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { listenOnChatSocket } from "../api/chat-socket";
import { refreshVisitorChat, useVisitorChat } from "../hooks/visitor-chat-store";
import { ChatConversationView } from "./chat-conversation-view";
import classes from "./chat-widget.module.css";
import { StartChatForm } from "./start-chat-form";

export interface ChatWidgetProps {
  context: ChatContext;
  /** The page's department, as the availability named it (the conversation's own name once there is one). */
  departmentName: string | null;
  onClose: () => void;
}

export function ChatWidget({ context, departmentName, onClose }: ChatWidgetProps) {
  const { t } = useTranslation("chat");
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const { conversation, isRestoring } = useVisitorChat();
  const conversationId = conversation?.id ?? null;

  useEffect(() => {
    dialogRef.current?.focus();
    void refreshVisitorChat();
  }, []);

  useEffect(() => {
    if (!conversationId) return;
    return listenOnChatSocket(
      CHAT_SOCKET_EVENTS.changed,
      (payload) => {
        const notice = chatChangedEventSchema.safeParse(payload);
        if (notice.success && notice.data.conversationId === conversationId) void refreshVisitorChat();
      },
      () => void refreshVisitorChat(),
    );
  }, [conversationId]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Escape") return;
    // The support panel also closes on Escape: this one is the widget's.
    event.stopPropagation();
    onClose();
  };

  return (
    <Paper
      ref={dialogRef}
      className={classes.widget}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      shadow="lg"
      p="md"
      withBorder
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="xs">
        <div>
          <Title order={2} size="h4" id={titleId}>
            {t("widget.title")}
          </Title>
          <Text size="sm" c="dimmed">
            {conversation?.departmentName ?? departmentName}
          </Text>
        </div>
        <CloseButton aria-label={t("widget.close")} onClick={onClose} />
      </Group>
      {conversation ? (
        <ChatConversationView conversation={conversation} />
      ) : isRestoring ? (
        <Text size="sm" role="status">
          {t("widget.restoring")}
        </Text>
      ) : (
        <StartChatForm context={context} />
      )}
    </Paper>
  );
}
