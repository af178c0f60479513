/**
 * The agent's reply: Enter sends, Shift+Enter starts a new line. Checked with the domain's message schema first
 * (required, at most CHAT_MESSAGE_MAX_LENGTH characters, text); the server's refusal is shown under the box.
 */
import { Button, Group, Textarea } from "@mantine/core";
import { CHAT_MESSAGE_MAX_LENGTH } from "@onboard/domain/chat/chat-limits";
import { sendChatMessageInputSchema } from "@onboard/domain/chat/chat-schemas";
import { type FormEvent, type KeyboardEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useChatMessageText } from "../../../lib/chat-message-text";
import { useSendChatReply } from "../api/conversation-mutations";

export function ReplyBox({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation("chatConsole");
  const { translate, errorText } = useChatMessageText("chatConsole:errors.general");
  const [body, setBody] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const send = useSendChatReply();

  const submit = () => {
    if (send.isPending) return;
    const parsed = sendChatMessageInputSchema.safeParse({ body });
    if (!parsed.success) {
      setFieldError(translate(parsed.error.issues[0]?.message ?? ""));
      return;
    }
    setFieldError(undefined);
    send.mutate(
      { conversationId, ...parsed.data },
      { onSuccess: () => setBody(""), onError: (error) => setFieldError(errorText(error)) },
    );
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <Textarea
        label={t("reply.label")}
        description={t("reply.hint", { max: CHAT_MESSAGE_MAX_LENGTH })}
        value={body}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        rows={3}
        error={fieldError}
        onChange={(event) => setBody(event.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
      <Group justify="flex-end" mt="xs">
        <Button type="submit" loading={send.isPending}>
          {t("reply.send")}
        </Button>
      </Group>
    </form>
  );
}
