/**
 * "E-mail transcript": the address (the visitor's, when they gave one) checked with the domain's schema, then sent.
 * The server answers 202; it refuses a conversation that already sent its most transcripts, with the reason shown.
 */
import { Alert, Button, Group, Text, TextInput } from "@mantine/core";
import { emailTranscriptInputSchema } from "@onboard/domain/chat/chat-schemas";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useChatMessageText } from "../../lib/chat-message-text";
import { useEmailChatTranscript } from "../../lib/chat-staff/email-chat-transcript";

export interface EmailTranscriptFormProps {
  conversationId: string;
  visitorEmail: string | null;
}

export function EmailTranscriptForm({ conversationId, visitorEmail }: EmailTranscriptFormProps) {
  const { t } = useTranslation("chatConsole");
  const { translate, errorText } = useChatMessageText("chatConsole:errors.general");
  const headingId = useId();
  const [email, setEmail] = useState(visitorEmail ?? "");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useEmailChatTranscript();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSentTo(null);
    const parsed = emailTranscriptInputSchema.safeParse({ email });
    if (!parsed.success) {
      setFieldError(translate(parsed.error.issues[0]?.message ?? ""));
      return;
    }
    setFieldError(undefined);
    send.mutate({ conversationId, ...parsed.data }, { onSuccess: () => setSentTo(parsed.data.email) });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
      <Text fw={600} id={headingId} mb="xs">
        {t("transcript.title")}
      </Text>
      <Group align="flex-end">
        <TextInput
          type="email"
          label={t("transcript.email")}
          value={email}
          error={fieldError}
          onChange={(event) => setEmail(event.currentTarget.value)}
          style={{ flexGrow: 1 }}
        />
        <Button type="submit" loading={send.isPending}>
          {t("transcript.send")}
        </Button>
      </Group>
      <div role="status">{sentTo && <Text c="green.8">{t("transcript.sent", { email: sentTo })}</Text>}</div>
      {send.isError && (
        <Alert color="red" role="alert" mt="xs">
          {errorText(send.error)}
        </Alert>
      )}
    </form>
  );
}
