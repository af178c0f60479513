/**
 * The words the staff chat screens put on a conversation's facts: department names (the spec's, not translated),
 * languages, statuses, who sent a message, and times in the page's locale.
 */
import { CHAT_DEPARTMENT_NAMES, type ChatDepartment } from "@onboard/domain/chat/chat-departments";
import type { ChatConversationStatus, ChatConversationSummary, ChatMessage } from "@onboard/domain/chat/chat-schemas";
import type { Language } from "@onboard/domain/common/environments";
import { useTranslation } from "react-i18next";
import { formatDateTime, formatTime, localeOf } from "../../lib/format-date-time";
import { useLanguage } from "../../lib/use-language";

/** What stands in for a missing value (no client, no visitor name). */
export const NO_VALUE = "—";

export function useChatLabels() {
  const { t } = useTranslation("chatConsole");
  const locale = localeOf(useLanguage());
  return {
    department: (department: ChatDepartment) => CHAT_DEPARTMENT_NAMES[department],
    language: (language: Language) => t(`languages.${language}`),
    status: (status: ChatConversationStatus) => t(`statuses.${status}`),
    visitor: (conversation: Pick<ChatConversationSummary, "visitorName">) =>
      conversation.visitorName ?? t("visitorUnnamed"),
    sender: (message: ChatMessage, conversation: Pick<ChatConversationSummary, "visitorName">) => {
      if (message.sender === "VISITOR") return conversation.visitorName ?? t("visitorUnnamed");
      if (message.sender === "AGENT") return message.authorName ?? t("agentUnnamed");
      return t("system");
    },
    dateTime: (instant: string) => formatDateTime(instant, locale),
    time: (instant: string) => formatTime(instant, locale),
  };
}
