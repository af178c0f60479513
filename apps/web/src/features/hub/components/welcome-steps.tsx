/** The three pages of the welcome flow: what onboarding is, the tasks, and who to contact. */
import { Anchor, List, Stack, Text, Title } from "@mantine/core";
import type { ImplementationConsultant } from "@onboard/domain/clients/client-schemas";
import { useTranslation } from "react-i18next";

export const WELCOME_STEP_COUNT = 3;

export function WelcomeStep({ step, consultant }: { step: number; consultant: ImplementationConsultant | null }) {
  const { t } = useTranslation("hub");
  if (step === 0) {
    return (
      <Stack gap="sm">
        <Title order={2}>{t("welcome.aboutTitle")}</Title>
        <Text>{t("welcome.aboutBody")}</Text>
      </Stack>
    );
  }
  if (step === 1) {
    return (
      <Stack gap="sm">
        <Title order={2}>{t("welcome.tasksTitle")}</Title>
        <Text>{t("welcome.tasksBody")}</Text>
        <List>
          <List.Item>{t("welcome.tasksCalls")}</List.Item>
          <List.Item>{t("welcome.tasksDocuments")}</List.Item>
          <List.Item>{t("welcome.tasksForms")}</List.Item>
        </List>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Title order={2}>{t("welcome.contactTitle")}</Title>
      {consultant ? (
        <>
          <Text>{t("welcome.contactBody")}</Text>
          <Text fw={600}>{`${consultant.firstName} ${consultant.lastName}`}</Text>
          {consultant.phoneNumber && <Anchor href={`tel:${consultant.phoneNumber}`}>{consultant.phoneNumber}</Anchor>}
          {consultant.email && <Anchor href={`mailto:${consultant.email}`}>{consultant.email}</Anchor>}
        </>
      ) : (
        <Text>{t("welcome.contactFallback")}</Text>
      )}
    </Stack>
  );
}
