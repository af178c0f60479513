/**
 * /onboarding-forms/:onboardingFormId/action/:recipientId: the signing view. Opening it (POST embedded-view) takes the
 * form's signing lock; then the template's pages, the signer's fields and signature, and the three outcomes.
 */
import { Alert, Anchor, Container, Loader, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { usePageTitle } from "../../../lib/configuration/use-page-title";
import { useLanguage, useLocalizedPath } from "../../../lib/use-language";
import { useFormTemplate } from "../api/onboarding-forms/get-form-template";
import { useEmbeddedView } from "../api/onboarding-forms/open-embedded-view";
import { SigningForm } from "../components/onboarding-forms/signing-form";
import { SigningUnavailable } from "../components/onboarding-forms/signing-unavailable";
import { useFormRouteParams } from "../hooks/use-form-route-params";

export function OnboardingFormActionRoute() {
  const { t } = useTranslation("onboardingForms");
  const { clientId, formId, recipientId } = useFormRouteParams();
  const language = useLanguage();
  const localizedPath = useLocalizedPath();
  const navigate = useNavigate();
  const view = useEmbeddedView(clientId, formId, recipientId);
  const template = useFormTemplate(clientId, view.data?.templateId);
  usePageTitle(t("sign.title"));
  const taskPath = localizedPath("task", { clientId, taskId: "onboarding-forms" });
  return (
    <Container size="md" py="xl" px="sm">
      <Stack gap="md">
        <Anchor component={Link} to={taskPath} w="fit-content">
          {t("backToForms")}
        </Anchor>
        <div>
          <Title order={1}>{t("sign.title")}</Title>
          {template.data && <Text c="dimmed">{template.data.name[language]}</Text>}
        </div>
        {(view.isPending || (view.data && template.isPending)) && <Loader aria-label={t("sign.loading")} />}
        {view.isError && (
          <SigningUnavailable clientId={clientId} formId={formId} error={view.error} onRetry={() => view.refetch()} />
        )}
        {template.isError && (
          <Alert color="red" role="alert">
            {template.error.message}
          </Alert>
        )}
        {view.data && template.data && (
          <>
            <Text>{t("sign.intro")}</Text>
            <SigningForm
              clientId={clientId}
              view={view.data}
              template={template.data}
              language={language}
              onDone={() => navigate(taskPath)}
            />
          </>
        )}
      </Stack>
    </Container>
  );
}
