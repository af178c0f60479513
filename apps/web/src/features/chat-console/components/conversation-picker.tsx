/** A list of conversations to open (the agent's own, or the recently closed): visitor, client, page and start. */
import { Box, Button, Text } from "@mantine/core";
import type { ChatConversationSummary } from "@onboard/domain/chat/chat-schemas";
import { NO_VALUE, useChatLabels } from "../../../components/chat-transcript/use-chat-labels";

export interface ConversationPickerProps {
  conversations: readonly ChatConversationSummary[];
  selectedId: string | null;
  onSelect: (conversationId: string) => void;
  /** Shown when the list is empty. */
  emptyText: string;
  label: string;
}

export function ConversationPicker({ conversations, selectedId, onSelect, emptyText, label }: ConversationPickerProps) {
  const labels = useChatLabels();
  if (conversations.length === 0) return <Text c="dimmed">{emptyText}</Text>;
  return (
    <Box component="ul" aria-label={label} m={0} p={0} style={{ listStyle: "none" }}>
      {conversations.map((conversation) => (
        <Box component="li" key={conversation.id} mb={4}>
          <Button
            variant={conversation.id === selectedId ? "light" : "subtle"}
            aria-pressed={conversation.id === selectedId}
            fullWidth
            justify="flex-start"
            h="auto"
            py={6}
            styles={{ label: { whiteSpace: "normal", textAlign: "start", display: "block" } }}
            onClick={() => onSelect(conversation.id)}
          >
            <Text component="span" fw={600} display="block">
              {labels.visitor(conversation)} · {conversation.clientName ?? NO_VALUE}
            </Text>
            <Text component="span" size="sm" display="block" style={{ overflowWrap: "anywhere" }}>
              {conversation.pagePath} · {labels.dateTime(conversation.startedAt)}
            </Text>
          </Button>
        </Box>
      ))}
    </Box>
  );
}
