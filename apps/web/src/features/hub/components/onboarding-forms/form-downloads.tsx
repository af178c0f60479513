/** A form's downloads: the signed PDF once completed, and the document as it was sent. */
import { Alert, Button, Group } from "@mantine/core";
import type { OnboardingForm } from "@onboard/domain/onboarding-forms/onboarding-form-schemas";
import { useTranslation } from "react-i18next";
import { useDownloadFormDocument } from "../../api/onboarding-forms/download-form-document";

export function FormDownloads({ clientId, form }: { clientId: string; form: OnboardingForm }) {
  const { t } = useTranslation("onboardingForms");
  const download = useDownloadFormDocument(clientId, form.id);
  const hasSent = form.documents.some((document) => document.id === "sent");
  const isCompleted = form.status === "COMPLETED";
  if (!isCompleted && !hasSent) return null;
  return (
    <>
      <Group gap="xs" wrap="wrap">
        {isCompleted && (
          <Button
            variant="light"
            onClick={() => download.mutate(null)}
            loading={download.isPending && download.variables === null}
            aria-label={t("downloads.signedNamed", { name: form.name })}
          >
            {t("downloads.signed")}
          </Button>
        )}
        {hasSent && (
          <Button
            variant="default"
            onClick={() => download.mutate("sent")}
            loading={download.isPending && download.variables === "sent"}
            aria-label={t("downloads.sentNamed", { name: form.name })}
          >
            {t("downloads.sent")}
          </Button>
        )}
      </Group>
      {download.isError && (
        <Alert color="red" role="alert">
          {download.error.message}
        </Alert>
      )}
    </>
  );
}
