/** /welcome: the one-time welcome flow; "Get started" completes it, and a later visit goes straight home. */
import { Alert, Button, Card, Container, Group, Text, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate } from "react-router";
import { PageLoader } from "../../../components/page-loader";
import { isApiError } from "../../../lib/api-error";
import { useClient } from "../../../lib/client-detail";
import { usePageTitle } from "../../../lib/configuration/use-page-title";
import { useLocalizedPath } from "../../../lib/use-language";
import { useCompleteWelcomeFlow } from "../api/complete-welcome-flow";
import { useWelcomeFlow } from "../api/get-welcome-flow";
import { useStartWelcomeFlow } from "../api/start-welcome-flow";
import { WELCOME_STEP_COUNT, WelcomeStep } from "../components/welcome-steps";
import { useRequiredParam } from "../hooks/use-client-id";
import { useIsStaff } from "../hooks/use-is-staff";
import { markWelcomeShown } from "../hooks/welcome-redirect";

export function WelcomeRoute() {
  const { t } = useTranslation("hub");
  usePageTitle(t("welcome.title"));
  const clientId = useRequiredParam("clientId");
  const isStaff = useIsStaff();
  const navigate = useNavigate();
  const localizedPath = useLocalizedPath();
  const home = localizedPath("home", { clientId });
  const flow = useWelcomeFlow(clientId);
  const client = useClient(clientId);
  const start = useStartWelcomeFlow(clientId);
  const complete = useCompleteWelcomeFlow(clientId);
  const [step, setStep] = useState(0);
  const isOpen = flow.data?.welcomeFlowCompletedAt === null;

  useEffect(() => markWelcomeShown(clientId), [clientId]);
  const { mutate: startFlow } = start;
  useEffect(() => {
    // Staff only look: the flow is the client's to start and complete.
    if (isOpen && !isStaff) startFlow();
  }, [isOpen, isStaff, startFlow]);

  if (flow.isPending) return <PageLoader />;
  if (flow.data?.welcomeFlowCompletedAt && !complete.isPending) return <Navigate to={home} replace />;

  const getStarted = () => {
    if (isStaff) {
      navigate(home);
      return;
    }
    complete.mutate(undefined, {
      onSuccess: () => navigate(home, { replace: true }),
      // 409: completed meanwhile (another tab or colleague); home is where the user wanted to go.
      onError: (error) => {
        if (isApiError(error) && error.status === 409) navigate(home, { replace: true });
      },
    });
  };
  const isLast = step === WELCOME_STEP_COUNT - 1;
  return (
    <Container size="sm" py="xl">
      <Title order={1} mb="xs">
        {t("welcome.title")}
      </Title>
      <Text c="dimmed" mb="md">
        {t("welcome.stepOf", { step: step + 1, count: WELCOME_STEP_COUNT })}
      </Text>
      <Card withBorder>
        <WelcomeStep step={step} consultant={client.data?.implementationConsultant ?? null} />
      </Card>
      {complete.isError && (
        <Alert color="red" mt="md">
          {complete.error.message}
        </Alert>
      )}
      <Group justify="space-between" mt="lg">
        <Button variant="default" onClick={() => setStep(step - 1)} disabled={step === 0}>
          {t("welcome.back")}
        </Button>
        {isLast ? (
          <Button onClick={getStarted} loading={complete.isPending}>
            {t("welcome.getStarted")}
          </Button>
        ) : (
          <Button onClick={() => setStep(step + 1)}>{t("welcome.next")}</Button>
        )}
      </Group>
    </Container>
  );
}
