/**
 * "E-mail me the transcript": opens an e-mail field (filled with nothing: the visitor says where), sends the
 * conversation as a text e-mail, and says it is on its way, or why not (e.g. sent the most times allowed).
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Button, Group, Stack, TextInput } from "@mantine/core";
import { type EmailTranscriptInput, emailTranscriptInputSchema } from "@onboard/domain/chat/chat-schemas";
import { EMAIL_MAX_LENGTH } from "@onboard/domain/validation/email-limits";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useChatMessageText } from "../../../lib/chat-message-text";
import { emailVisitorChatTranscript } from "../hooks/visitor-chat-store";

export function ChatTranscriptForm() {
  const { t } = useTranslation("chat");
  const { translate, errorText } = useChatMessageText();
  const [isOpen, setIsOpen] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<EmailTranscriptInput>({
    resolver: zodResolver(emailTranscriptInputSchema),
    defaultValues: { email: "" },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (isOpen) form.setFocus("email");
  }, [isOpen, form]);

  const submit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    setSentTo(null);
    try {
      await emailVisitorChatTranscript({ email });
      setSentTo(email);
      setIsOpen(false);
      form.reset({ email: "" });
    } catch (error) {
      setFailure(errorText(error));
    }
  });

  return (
    <Stack gap="xs">
      {sentTo && (
        <Alert color="green" role="status" p="xs">
          {t("transcript.sent", { email: sentTo })}
        </Alert>
      )}
      {isOpen ? (
        <form onSubmit={submit} noValidate>
          <Stack gap="xs">
            <TextInput
              label={t("transcript.email")}
              type="email"
              required
              maxLength={EMAIL_MAX_LENGTH}
              autoComplete="email"
              {...form.register("email")}
              error={translate(errors.email?.message)}
            />
            {failure && (
              <Alert color="red" role="alert" p="xs">
                {failure}
              </Alert>
            )}
            <Group justify="flex-end" gap="xs">
              <Button size="xs" variant="default" onClick={() => setIsOpen(false)}>
                {t("transcript.cancel")}
              </Button>
              <Button type="submit" size="xs" loading={isSubmitting}>
                {t("transcript.submit")}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Button size="xs" variant="subtle" onClick={() => setIsOpen(true)}>
          {t("transcript.open")}
        </Button>
      )}
    </Stack>
  );
}
