/** Hub home: the task overview ("Your tasks", then one group per policy), the client's explorer sites and feedback. */
import { Alert, Anchor, Container, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, Navigate } from "react-router";
import { PageLoader } from "../../../components/page-loader";
import { useClient } from "../../../lib/client-detail";
import { usePageTitle } from "../../../lib/configuration/use-page-title";
import { useLocalizedPath } from "../../../lib/use-language";
import { useTasks } from "../api/get-tasks";
import { useWelcomeFlow } from "../api/get-welcome-flow";
import { ExplorerSitesSection } from "../components/explorer-sites-section";
import { FeedbackForm } from "../components/feedback-form";
import { NewDocumentNotice } from "../components/new-document-notice";
import { TaskGroup } from "../components/task-group";
import { useRequiredParam } from "../hooks/use-client-id";
import { useIsStaff } from "../hooks/use-is-staff";
import { hasWelcomeBeenShown } from "../hooks/welcome-redirect";

export function HubHomeRoute() {
  const clientId = useRequiredParam("clientId");
  const isStaff = useIsStaff();
  const localizedPath = useLocalizedPath();
  const client = useClient(clientId);
  // Staff look at the hub as it is: they are never sent to the setup or welcome pages.
  const welcome = useWelcomeFlow(clientId, !isStaff);

  if (!isStaff) {
    if (client.data?.completedSetup === false)
      return <Navigate to={localizedPath("setupPending", { clientId })} replace />;
    if (client.isPending || welcome.isPending) return <PageLoader />;
    if (welcome.data && !welcome.data.welcomeFlowCompletedAt && !hasWelcomeBeenShown(clientId)) {
      return <Navigate to={localizedPath("welcome", { clientId })} />;
    }
  }
  return <HubHome clientId={clientId} />;
}

/** Client-level actions of carrier staff: the push of the plan design to QPS (spec: "reached within the client hub"). */
function StaffActions({ clientId }: { clientId: string }) {
  const { t } = useTranslation("hub");
  const localizedPath = useLocalizedPath();
  return (
    <Group component="nav" aria-label={t("home.staffActions")} gap="md" mb="lg">
      <Anchor component={Link} to={localizedPath("eifPushToQPS", { clientId })}>
        {t("home.pushToQps")}
      </Anchor>
    </Group>
  );
}

function HubHome({ clientId }: { clientId: string }) {
  const { t } = useTranslation("hub");
  usePageTitle(t("home.title"));
  const isStaff = useIsStaff();
  const tasks = useTasks(clientId);
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="md">
        {t("home.title")}
      </Title>
      <Text mb="lg">{t("home.intro")}</Text>
      {isStaff && <StaffActions clientId={clientId} />}
      <NewDocumentNotice clientId={clientId} showsResourcesLink />
      <Stack gap="lg">
        {tasks.isPending && <PageLoader />}
        {tasks.isError && <Alert color="red">{tasks.error.message}</Alert>}
        {tasks.data && (
          <>
            <TaskGroup clientId={clientId} title={t("home.yourTasks")} tasks={tasks.data.clientTasks} />
            {tasks.data.policies.map((policy) => (
              <TaskGroup key={policy.policyId} clientId={clientId} title={policy.label} tasks={policy.tasks} />
            ))}
          </>
        )}
        <ExplorerSitesSection clientId={clientId} />
        <FeedbackForm clientId={clientId} />
      </Stack>
    </Container>
  );
}
