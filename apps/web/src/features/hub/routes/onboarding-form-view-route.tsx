/**
 * /onboarding-forms/:onboardingFormId/view/:recipientId: a form read-only (clear view, no footer): its pages as the
 * template has them (the fields' labels; the answers are each signer's, shown when they sign, and in the signed PDF),
 * each recipient's status, the signed PDF once completed, and "Back to Onboarding Forms".
 */
import { Alert, Anchor, Container, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { usePageTitle } from "../../../lib/configuration/use-page-title";
import { useLanguage, useLocalizedPath } from "../../../lib/use-language";
import { useFormTemplate } from "../api/onboarding-forms/get-form-template";
import { useOnboardingForms } from "../api/onboarding-forms/get-onboarding-forms";
import { FormDownloads } from "../components/onboarding-forms/form-downloads";
import { FormRecipients } from "../components/onboarding-forms/form-recipients";
import { FormStatusBadge } from "../components/onboarding-forms/form-status-badge";
import { FormTemplateView } from "../components/onboarding-forms/form-template-view";
import { useFormRouteParams } from "../hooks/use-form-route-params";

export function OnboardingFormViewRoute() {
  const { t } = useTranslation("onboardingForms");
  const { clientId, formId } = useFormRouteParams();
  const language = useLanguage();
  const localizedPath = useLocalizedPath();
  const forms = useOnboardingForms(clientId);
  const form = forms.data?.find((each) => each.id === formId);
  const template = useFormTemplate(clientId, form?.templateId);
  usePageTitle(form?.name ?? t("view.title"));
  return (
    <Container size="md" py="xl" px="sm">
      <Stack gap="md">
        <Anchor component={Link} to={localizedPath("task", { clientId, taskId: "onboarding-forms" })} w="fit-content">
          {t("backToForms")}
        </Anchor>
        <Group gap="sm" wrap="wrap">
          <Title order={1}>{form?.name ?? t("view.title")}</Title>
          {form && <FormStatusBadge form={form} />}
        </Group>
        {(forms.isPending || (form?.templateId && template.isPending)) && <Loader aria-label={t("view.loading")} />}
        {forms.isError && (
          <Alert color="red" role="alert">
            {forms.error.message}
          </Alert>
        )}
        {forms.data && !form && (
          <Alert color="red" role="alert">
            {t("view.notFound")}
          </Alert>
        )}
        {template.isError && (
          <Alert color="red" role="alert">
            {template.error.message}
          </Alert>
        )}
        {form && (
          <>
            <FormDownloads clientId={clientId} form={form} />
            <FormRecipients form={form} />
          </>
        )}
        {template.data && (
          <>
            <Text>{t(form?.status === "COMPLETED" ? "view.answersInPdf" : "view.answersWhenSigning")}</Text>
            <FormTemplateView template={template.data} language={language} values={null} editableRoleId={null} />
          </>
        )}
      </Stack>
    </Container>
  );
}
