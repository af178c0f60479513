/** A form's recipients in routing order: name, status, last action and, for a decline, the reason. */
import { Group, List, Stack, Text } from "@mantine/core";
import type { OnboardingForm } from "@onboard/domain/onboarding-forms/onboarding-form-schemas";
import { useTranslation } from "react-i18next";
import { RecipientStatusBadge } from "./form-status-badge";
import { useFormatInstant } from "./use-format-instant";

export function FormRecipients({ form }: { form: Pick<OnboardingForm, "name" | "recipients"> }) {
  const { t } = useTranslation("onboardingForms");
  const format = useFormatInstant();
  const recipients = [...form.recipients].sort((a, b) => a.routingOrder - b.routingOrder);
  return (
    <Stack gap={4}>
      <Text fw={600}>{t("recipients.title")}</Text>
      <List listStyleType="none" spacing="xs" aria-label={t("recipients.label", { name: form.name })}>
        {recipients.map((recipient) => (
          <List.Item key={recipient.recipientId}>
            <Group gap="xs" wrap="wrap">
              <Text span>{recipient.title ? `${recipient.name}, ${recipient.title}` : recipient.name}</Text>
              <RecipientStatusBadge status={recipient.status} />
              {recipient.lastActionAt && (
                <Text span size="sm" c="dimmed">
                  {t("recipients.lastAction", { date: format(recipient.lastActionAt, true) })}
                </Text>
              )}
            </Group>
            {recipient.declineReason && (
              <Text size="sm">{t("recipients.declineReason", { reason: recipient.declineReason })}</Text>
            )}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
