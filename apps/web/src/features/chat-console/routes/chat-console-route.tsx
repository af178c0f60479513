/**
 * /chat (issue 19, decision 030): carrier staff's live chat console. The agent sets themselves available per
 * department, sees the waiting chats and takes one, replies to and closes their own, and opens recently closed ones
 * to e-mail the transcript. The console holds the `/chat` socket while it is open (that keeps the agent available)
 * and fetches again on each of its notices.
 */
import { Alert, Container, Grid, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useChatMessageText } from "../../../lib/chat-message-text";
import { usePageTitle } from "../../../lib/configuration/use-page-title";
import { useChatConsole } from "../api/get-chat-console";
import { AvailabilityPanel } from "../components/availability-panel";
import { ConversationPanel } from "../components/conversation-panel";
import { ConversationPicker } from "../components/conversation-picker";
import { WaitingList } from "../components/waiting-list";
import { useChatStaffSocket } from "../hooks/use-chat-staff-socket";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" withBorder p="md" aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

export function ChatConsoleRoute() {
  const { t } = useTranslation("chatConsole");
  const { errorText } = useChatMessageText("chatConsole:errors.general");
  usePageTitle(t("title"));
  useChatStaffSocket();
  const chatConsole = useChatConsole();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const data = chatConsole.data;

  return (
    <Container size="xl" py="xl">
      <Stack>
        <Title order={1}>{t("title")}</Title>
        {chatConsole.isPending && <Loader aria-label={t("loading")} />}
        {chatConsole.isError && (
          <Alert color="red" role="alert" title={t("error")}>
            {errorText(chatConsole.error)}
          </Alert>
        )}
        {data && (
          <>
            <Section id="chat-availability" title={t("availability.title")}>
              <AvailabilityPanel departments={data.departments} />
            </Section>
            <Section id="chat-waiting" title={t("waiting.title")}>
              <Text role="status" mb="sm">
                {t("waiting.count", { count: data.waiting.length })}
              </Text>
              <WaitingList waiting={data.waiting} onTaken={setSelectedId} />
            </Section>
            <Grid>
              <Grid.Col span={{ base: 12, md: 4 }}>
                <Stack>
                  <Section id="chat-mine" title={t("mine.title")}>
                    <ConversationPicker
                      conversations={data.mine}
                      selectedId={selectedId}
                      onSelect={setSelectedId}
                      label={t("mine.title")}
                      emptyText={t("mine.empty")}
                    />
                  </Section>
                  <Section id="chat-closed" title={t("closed.title")}>
                    <ConversationPicker
                      conversations={data.recentlyClosed}
                      selectedId={selectedId}
                      onSelect={setSelectedId}
                      label={t("closed.title")}
                      emptyText={t("closed.empty")}
                    />
                  </Section>
                </Stack>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 8 }}>
                <Section id="chat-conversation" title={t("conversation.heading")}>
                  {selectedId ? (
                    <ConversationPanel conversationId={selectedId} />
                  ) : (
                    <Text c="dimmed">{t("conversation.none")}</Text>
                  )}
                </Section>
              </Grid.Col>
            </Grid>
          </>
        )}
      </Stack>
    </Container>
  );
}
