/**
 * The client's live chat transcripts (issue 19), carrier staff: each conversation started from the client's hub or
 * explorer sites (started, department, agent, status, messages, language), "View" opens it as text with
 * "E-mail transcript". Its words live in the chatConsole namespace with the rest of the staff chat.
 */
import { Alert, Button, Loader, Paper, Table, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ChatTranscriptDialog } from "../../../components/chat-transcript/chat-transcript-dialog";
import { NO_VALUE, useChatLabels } from "../../../components/chat-transcript/use-chat-labels";
import { useChatMessageText } from "../../../lib/chat-message-text";
import { useClientChatTranscripts } from "../../../lib/chat-staff/get-client-chat-transcripts";

export function ChatTranscriptsSection({ clientId }: { clientId: string }) {
  const { t, i18n } = useTranslation("chatConsole");
  const { errorText } = useChatMessageText("chatConsole:errors.general");
  const labels = useChatLabels();
  const transcripts = useClientChatTranscripts(clientId);
  const [viewing, setViewing] = useState<string | null>(null);
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Paper component="section" withBorder p="md" aria-labelledby="client-chat-transcripts">
      <Title order={2} size="h3" id="client-chat-transcripts" mb="sm">
        {t("clientTranscripts.title")}
      </Title>
      {transcripts.isPending && <Loader size="sm" aria-label={t("clientTranscripts.loading")} />}
      {transcripts.isError && (
        <Alert color="red" role="alert" title={t("clientTranscripts.error")}>
          {errorText(transcripts.error)}
        </Alert>
      )}
      {transcripts.data && transcripts.data.items.length === 0 && (
        <Text c="dimmed">{t("clientTranscripts.empty")}</Text>
      )}
      {transcripts.data && transcripts.data.items.length > 0 && (
        <Table.ScrollContainer minWidth={720}>
          <Table striped captionSide="top">
            <Table.Caption>{t("clientTranscripts.caption")}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t("columns.started")}</Table.Th>
                <Table.Th scope="col">{t("columns.department")}</Table.Th>
                <Table.Th scope="col">{t("columns.agent")}</Table.Th>
                <Table.Th scope="col">{t("columns.status")}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t("columns.messages")}
                </Table.Th>
                <Table.Th scope="col">{t("columns.language")}</Table.Th>
                <Table.Th scope="col">{t("columns.actions")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {transcripts.data.items.map((conversation) => (
                <Table.Tr key={conversation.id}>
                  <Table.Td>{labels.dateTime(conversation.startedAt)}</Table.Td>
                  <Table.Td>{labels.department(conversation.department)}</Table.Td>
                  <Table.Td>{conversation.agentName ?? NO_VALUE}</Table.Td>
                  <Table.Td>{labels.status(conversation.status)}</Table.Td>
                  <Table.Td ta="right">{number.format(conversation.messageCount)}</Table.Td>
                  <Table.Td>{labels.language(conversation.language)}</Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      aria-label={t("clientTranscripts.viewNamed", {
                        visitor: labels.visitor(conversation),
                        time: labels.dateTime(conversation.startedAt),
                      })}
                      onClick={() => setViewing(conversation.id)}
                    >
                      {t("clientTranscripts.view")}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ChatTranscriptDialog conversationId={viewing} onClose={() => setViewing(null)} />
    </Paper>
  );
}
