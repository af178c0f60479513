/** One onboarding form in the list: name, status, dates, what the user must do, recipients, downloads, and a viewer link. */
import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { OnboardingForm } from "@onboard/domain/onboarding-forms/onboarding-form-schemas";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDay, localeOf } from "../../../../lib/format-date-time";
import { useLanguage, useLocalizedPath } from "../../../../lib/use-language";
import { AddRecipientButton } from "./add-recipient-button";
import { FormDownloads } from "./form-downloads";
import { FormProcessingProgress } from "./form-processing-progress";
import { FormRecipients } from "./form-recipients";
import { FormStaffMenu } from "./form-staff-menu";
import { FormStatusBadge } from "./form-status-badge";
import { FormUserAction } from "./form-user-action";
import { useFormatInstant } from "./use-format-instant";

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text>{value}</Text>
    </div>
  );
}

export interface OnboardingFormCardProps {
  clientId: string;
  form: OnboardingForm;
  isStaff: boolean;
}

export function OnboardingFormCard({ clientId, form, isStaff }: OnboardingFormCardProps) {
  const { t } = useTranslation("onboardingForms");
  const format = useFormatInstant();
  const localizedPath = useLocalizedPath();
  const language = useLanguage();
  const headingId = `onboarding-form-${form.id}`;
  const viewAs = form.userRecipientId ?? form.recipients[0]?.recipientId;
  return (
    <Card withBorder component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={4}>
            <Title order={3} size="h4" id={headingId}>
              {form.name}
            </Title>
            <FormStatusBadge form={form} />
          </Stack>
          {isStaff && <FormStaffMenu clientId={clientId} form={form} />}
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
          <Detail label={t("list.sentAt")} value={format(form.sentAt)} />
          <Detail label={t("list.lastActionAt")} value={format(form.lastActionAt, true)} />
          {form.expiresOn && (
            <Detail label={t("list.expiresAt")} value={formatDay(form.expiresOn, localeOf(language))} />
          )}
        </SimpleGrid>
        <FormProcessingProgress form={form} />
        <FormUserAction clientId={clientId} form={form} />
        <FormRecipients form={form} />
        {!isStaff && <AddRecipientButton clientId={clientId} form={form} />}
        <FormDownloads clientId={clientId} form={form} />
        {viewAs && (
          <Anchor
            component={Link}
            to={localizedPath("onboardingFormView", { clientId, onboardingFormId: form.id, recipientId: viewAs })}
            aria-label={t("list.viewNamed", { name: form.name })}
            w="fit-content"
          >
            {t("list.view")}
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}
