/** The onboarding-forms task: the client's forms, newest first, and for staff "Send a form". */
import { Alert, Button, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useOnboardingForms } from "../../api/onboarding-forms/get-onboarding-forms";
import { useIsStaff } from "../../hooks/use-is-staff";
import { OnboardingFormCard } from "./onboarding-form-card";
import { SendFormDialog } from "./send-form-dialog";

export function OnboardingFormsTask({ clientId }: { clientId: string }) {
  const { t } = useTranslation("onboardingForms");
  const isStaff = useIsStaff();
  const forms = useOnboardingForms(clientId);
  const [isSending, setSending] = useState(false);
  return (
    <Stack component="section" aria-labelledby="onboarding-forms-heading" gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} id="onboarding-forms-heading">
          {t("list.title")}
        </Title>
        {isStaff && <Button onClick={() => setSending(true)}>{t("send.open")}</Button>}
      </Group>
      {forms.isPending && <Loader aria-label={t("list.loading")} />}
      {forms.isError && (
        <Alert color="red" role="alert">
          {forms.error.message}
        </Alert>
      )}
      {forms.data?.length === 0 && <Text>{isStaff ? t("list.emptyStaff") : t("list.empty")}</Text>}
      {forms.data?.map((form) => (
        <OnboardingFormCard key={form.id} clientId={clientId} form={form} isStaff={isStaff} />
      ))}
      {isSending && <SendFormDialog clientId={clientId} onClose={() => setSending(false)} />}
    </Stack>
  );
}
