/**
 * The conversations waiting for an agent, oldest first: when, where from, who, in which language, what they asked
 * first (as text), and "Take". A chat another agent took first says so, and the list is fetched again.
 */
import { Alert, Button, Table, Text } from "@mantine/core";
import type { ChatConversationSummary } from "@onboard/domain/chat/chat-schemas";
import { useTranslation } from "react-i18next";
import { NO_VALUE, useChatLabels } from "../../../components/chat-transcript/use-chat-labels";
import { useChatMessageText } from "../../../lib/chat-message-text";
import { useTakeChat } from "../api/conversation-mutations";

/** Characters of the first message the list shows; the whole message is in the conversation once taken. */
const PREVIEW_LENGTH = 140;

function FirstMessage({ body }: { body: string }) {
  if (!body) return <>{NO_VALUE}</>;
  const text = body.length > PREVIEW_LENGTH ? `${body.slice(0, PREVIEW_LENGTH)}…` : body;
  return <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{text}</Text>;
}

export interface WaitingListProps {
  waiting: readonly ChatConversationSummary[];
  /** Called with the conversation the agent took, to open it. */
  onTaken: (conversationId: string) => void;
}

export function WaitingList({ waiting, onTaken }: WaitingListProps) {
  const { t } = useTranslation("chatConsole");
  const labels = useChatLabels();
  const { errorText } = useChatMessageText("chatConsole:errors.general");
  const take = useTakeChat();
  return (
    <>
      {take.isError && (
        <Alert color="red" role="alert" title={t("waiting.takeError")}>
          {errorText(take.error)}
        </Alert>
      )}
      {waiting.length === 0 ? (
        <Text c="dimmed">{t("waiting.empty")}</Text>
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table striped captionSide="top">
            <Table.Caption>{t("waiting.caption")}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t("columns.started")}</Table.Th>
                <Table.Th scope="col">{t("columns.department")}</Table.Th>
                <Table.Th scope="col">{t("columns.client")}</Table.Th>
                <Table.Th scope="col">{t("columns.page")}</Table.Th>
                <Table.Th scope="col">{t("columns.language")}</Table.Th>
                <Table.Th scope="col">{t("columns.visitor")}</Table.Th>
                <Table.Th scope="col">{t("columns.firstMessage")}</Table.Th>
                <Table.Th scope="col">{t("columns.actions")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {waiting.map((conversation) => (
                <Table.Tr key={conversation.id}>
                  <Table.Td>{labels.dateTime(conversation.startedAt)}</Table.Td>
                  <Table.Td>{labels.department(conversation.department)}</Table.Td>
                  <Table.Td>{conversation.clientName ?? NO_VALUE}</Table.Td>
                  <Table.Td style={{ overflowWrap: "anywhere" }}>{conversation.pagePath}</Table.Td>
                  <Table.Td>{labels.language(conversation.language)}</Table.Td>
                  <Table.Td>{conversation.visitorName ?? NO_VALUE}</Table.Td>
                  <Table.Td>
                    <FirstMessage body={conversation.firstMessage} />
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      aria-label={t("waiting.takeNamed", {
                        visitor: labels.visitor(conversation),
                        time: labels.dateTime(conversation.startedAt),
                      })}
                      loading={take.isPending && take.variables === conversation.id}
                      onClick={() => take.mutate(conversation.id, { onSuccess: (taken) => onTaken(taken.id) })}
                    >
                      {t("waiting.take")}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}
