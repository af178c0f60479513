/**
 * The conversation's messages as a live log (role="log": new messages are announced politely): who sent each (You,
 * the agent's first name, System), when, and the words as React text: nothing anyone types is rendered as HTML.
 */
import type { ChatMessage } from "@onboard/domain/chat/chat-schemas";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { formatTime, localeOf } from "../../../lib/format-date-time";
import { useLanguage } from "../../../lib/use-language";
import classes from "./chat-widget.module.css";

export function ChatMessageList({ messages }: { messages: readonly ChatMessage[] }) {
  const { t } = useTranslation("chat");
  const locale = localeOf(useLanguage());
  const logRef = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id;

  // The newest message in view when one arrives.
  useEffect(() => {
    if (lastId && logRef.current) logRef.current.scrollTop = logRef.current.scrollHeight;
  }, [lastId]);

  const sender = (message: ChatMessage) => {
    if (message.sender === "VISITOR") return t("log.you");
    if (message.sender === "AGENT") return message.authorName ?? t("log.agent");
    return t("log.system");
  };

  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <div ref={logRef} className={classes.log} role="log" aria-live="polite" aria-label={t("log.label")} tabIndex={0}>
      <ol className={classes.messages}>
        {messages.map((message) => (
          <li key={message.id} className={classes.message} data-sender={message.sender}>
            <span className={classes.sender}>{sender(message)}</span>{" "}
            <time className={classes.time} dateTime={message.sentAt}>
              {formatTime(message.sentAt, locale)}
            </time>
            <p className={classes.body}>{message.body}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
