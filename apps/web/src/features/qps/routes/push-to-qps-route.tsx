/**
 * The push-to-QPS screen (route eifPushToQPS, reached within the client hub; carrier staff only, others get the
 * not-found page): the plan design a push sends, what blocks it, the push button, the difference from QPS with its
 * import, and the push history. The socket's events for this client refresh it at once.
 */
import { Alert, Container, Stack, Text, Title } from "@mantine/core";
import { isPushRunning } from "@onboard/domain/qps/push-status";
import { missingParamMessage } from "@onboard/domain/routes/build-path";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Navigate, useParams } from "react-router";
import { PageLoader } from "../../../components/page-loader";
import { useClient } from "../../../lib/client-detail";
import { usePageTitle } from "../../../lib/configuration/use-page-title";
import { useSession } from "../../../lib/signed-in-user";
import { useLocalizedPath } from "../../../lib/use-language";
import { usePlanDesignInfo } from "../api/get-plan-design-info";
import { qpsKeys } from "../api/qps-keys";
import { PlanDesignTables } from "../components/plan-design-tables";
import { PushButton } from "../components/push-button";
import { PushHistory } from "../components/push-history";
import { PushProblems } from "../components/push-problems";
import { QpsDifferencesSection } from "../components/qps-differences-section";
import { QpsSection } from "../components/qps-section";
import { usePushOverlay } from "../hooks/push-overlay-store";
import { useApiJobEvents, useIsCarrierStaff } from "../hooks/use-api-job-events";

export function PushToQpsRoute() {
  const { clientId } = useParams();
  if (!clientId) throw new Error(missingParamMessage("clientId"));
  const session = useSession();
  const isStaff = useIsCarrierStaff();
  const localizedPath = useLocalizedPath();
  if (session.isPending) return <PageLoader />;
  // The route is open to the client's readers; the push is the carrier staff's alone (the API answers 403 to others).
  if (!isStaff) return <Navigate to={localizedPath("notFound")} replace />;
  return <PushToQps clientId={clientId} />;
}

function PushToQps({ clientId }: { clientId: string }) {
  const { t } = useTranslation("qps");
  const queryClient = useQueryClient();
  const client = useClient(clientId);
  const info = usePlanDesignInfo(clientId);
  const { entries } = usePushOverlay();
  const clientName = client.data?.name ?? info.data?.planDesign.clientName ?? "";
  usePageTitle(t("screen.pageTitle"));

  useApiJobEvents(true, (event) => {
    if (event.clientId === clientId) void queryClient.invalidateQueries({ queryKey: qpsKeys.client(clientId) });
  });

  const listed = entries.find((entry) => entry.clientId === clientId);
  const isRunning =
    (listed !== undefined && isPushRunning(listed.status)) ||
    info.data?.pushes.some((job) => isPushRunning(job.status)) === true;

  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="xs">
        {clientName ? t("screen.titleWithClient", { clientName }) : t("screen.title")}
      </Title>
      {info.data && (
        <Text c="dimmed" mb="lg">
          {t("screen.qpsCase", { caseId: info.data.caseId })}
        </Text>
      )}
      {info.isPending && <PageLoader />}
      {info.isError && <Alert color="red">{info.error.message}</Alert>}
      {info.data && (
        <Stack gap="lg">
          <QpsSection title={t("planDesign.title")}>
            <PlanDesignTables planDesign={info.data.planDesign} />
          </QpsSection>
          <PushProblems problems={info.data.problems} />
          <PushButton
            clientId={clientId}
            clientName={clientName}
            isBlocked={info.data.problems.length > 0}
            isRunning={isRunning}
          />
          <QpsDifferencesSection clientId={clientId} planDesign={info.data.planDesign} />
          <PushHistory pushes={info.data.pushes} />
        </Stack>
      )}
    </Container>
  );
}
