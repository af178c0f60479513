/** What staff need to know about a conversation: client, page, language, visitor, department, agent and times. */
import { Box } from "@mantine/core";
import type { ChatConversationSummary } from "@onboard/domain/chat/chat-schemas";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { NO_VALUE, useChatLabels } from "./use-chat-labels";

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Box component="dt" fw={600}>
        {term}
      </Box>
      <Box component="dd" m={0} style={{ overflowWrap: "anywhere" }}>
        {children}
      </Box>
    </>
  );
}

export function ChatConversationFacts({ conversation }: { conversation: ChatConversationSummary }) {
  const { t } = useTranslation("chatConsole");
  const labels = useChatLabels();
  return (
    <Box
      component="dl"
      m={0}
      style={{ display: "grid", gridTemplateColumns: "max-content 1fr", columnGap: "1rem", rowGap: "0.25rem" }}
    >
      <Fact term={t("facts.client")}>{conversation.clientName ?? NO_VALUE}</Fact>
      <Fact term={t("facts.page")}>{conversation.pagePath}</Fact>
      <Fact term={t("facts.language")}>{labels.language(conversation.language)}</Fact>
      <Fact term={t("facts.visitor")}>{conversation.visitorName ?? NO_VALUE}</Fact>
      <Fact term={t("facts.email")}>{conversation.visitorEmail ?? NO_VALUE}</Fact>
      <Fact term={t("facts.department")}>{labels.department(conversation.department)}</Fact>
      <Fact term={t("facts.started")}>{labels.dateTime(conversation.startedAt)}</Fact>
      <Fact term={t("facts.agent")}>{conversation.agentName ?? NO_VALUE}</Fact>
      <Fact term={t("facts.status")}>{labels.status(conversation.status)}</Fact>
      {conversation.closedAt && <Fact term={t("facts.closed")}>{labels.dateTime(conversation.closedAt)}</Fact>}
    </Box>
  );
}
