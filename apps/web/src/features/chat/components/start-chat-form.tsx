/**
 * The first step of a chat: an optional name and e-mail, and the first message, checked with the domain's start
 * schema before sending. The page, its language and the chat context go along; a refusal (an offline department,
 * too many starts) is shown above the button in the page's language.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Button, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { CHAT_MESSAGE_MAX_LENGTH } from "@onboard/domain/chat/chat-limits";
import { type ChatContext, startChatInputSchema } from "@onboard/domain/chat/chat-schemas";
import { EMAIL_MAX_LENGTH } from "@onboard/domain/validation/email-limits";
import { TEXT_MAX_LENGTH } from "@onboard/domain/validation/text-limits";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import type { z } from "zod";
import { useChatMessageText } from "../../../lib/chat-message-text";
import { useLanguage } from "../../../lib/use-language";
import { startVisitorChat } from "../hooks/visitor-chat-store";

const startChatFormSchema = startChatInputSchema.pick({ visitorName: true, visitorEmail: true, firstMessage: true });
type StartChatFormInput = z.input<typeof startChatFormSchema>;
type StartChatFormValues = z.output<typeof startChatFormSchema>;

/** The path shown to the agent: no query string or fragment, at most the schema's 512 characters. */
function pagePathOf(pathname: string): string {
  return pathname.startsWith("/") ? pathname.slice(0, 512) : "/";
}

export function StartChatForm({ context }: { context: ChatContext }) {
  const { t } = useTranslation("chat");
  const { translate, errorText } = useChatMessageText();
  const language = useLanguage();
  const { pathname } = useLocation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<StartChatFormInput, unknown, StartChatFormValues>({
    resolver: zodResolver(startChatFormSchema),
    defaultValues: { visitorName: "", visitorEmail: "", firstMessage: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ visitorName, visitorEmail, firstMessage }) => {
    setFailure(null);
    try {
      await startVisitorChat({
        context,
        pagePath: pagePathOf(pathname),
        language,
        firstMessage,
        ...(visitorName && { visitorName }),
        ...(visitorEmail && { visitorEmail }),
      });
    } catch (error) {
      setFailure(errorText(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t("start.intro")}</Text>
        <TextInput
          label={t("start.name")}
          maxLength={TEXT_MAX_LENGTH}
          autoComplete="name"
          {...form.register("visitorName")}
          error={translate(errors.visitorName?.message)}
        />
        <TextInput
          label={t("start.email")}
          type="email"
          maxLength={EMAIL_MAX_LENGTH}
          autoComplete="email"
          {...form.register("visitorEmail")}
          error={translate(errors.visitorEmail?.message)}
        />
        <Textarea
          label={t("start.message")}
          required
          rows={3}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          {...form.register("firstMessage")}
          error={translate(errors.firstMessage?.message)}
        />
        {failure && (
          <Alert color="red" role="alert" p="xs">
            {failure}
          </Alert>
        )}
        <Button type="submit" loading={isSubmitting}>
          {t("start.submit")}
        </Button>
      </Stack>
    </form>
  );
}
