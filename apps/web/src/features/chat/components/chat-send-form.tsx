/**
 * The send box of an open chat: Enter sends, Shift+Enter starts a new line. Checked with the domain's message schema;
 * a refusal (the chat ended, too many messages, too long a chat) is shown under it in the page's language.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Button, Group, Stack, Textarea } from "@mantine/core";
import { CHAT_MESSAGE_MAX_LENGTH } from "@onboard/domain/chat/chat-limits";
import { type SendChatMessageInput, sendChatMessageInputSchema } from "@onboard/domain/chat/chat-schemas";
import { type KeyboardEvent, useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useChatMessageText } from "../../../lib/chat-message-text";
import { sendVisitorChatMessage } from "../hooks/visitor-chat-store";

export function ChatSendForm() {
  const { t } = useTranslation("chat");
  const { translate, errorText } = useChatMessageText();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SendChatMessageInput>({
    resolver: zodResolver(sendChatMessageInputSchema),
    defaultValues: { body: "" },
  });
  const { errors, isSubmitting } = form.formState;

  // Once a chat has started (the start form is gone with the focus it had), typing goes on here.
  useEffect(() => form.setFocus("body"), [form]);

  const submit = form.handleSubmit(async ({ body }) => {
    setFailure(null);
    try {
      await sendVisitorChatMessage(body);
      form.reset({ body: "" });
      form.setFocus("body");
    } catch (error) {
      setFailure(errorText(error));
    }
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!isSubmitting) void submit();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label={t("send.label")}
          description={t("send.hint")}
          rows={2}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          {...form.register("body")}
          onKeyDown={onKeyDown}
          error={translate(errors.body?.message)}
        />
        {failure && (
          <Alert color="red" role="alert" p="xs">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" size="xs" loading={isSubmitting}>
            {t("send.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
