/** Resend (staff): queues the e-mail again, then shows the "just sent" toast for it. */
import { Alert, Button, Stack } from "@mantine/core";
import type { EmailDetail } from "@onboard/domain/emails/email-schemas";
import { useTranslation } from "react-i18next";
import { announceEmailSent } from "../../../lib/email-sent-notice";
import { useResendEmail } from "../api/resend-email";

export function ResendButton({ email }: { email: EmailDetail }) {
  const { t } = useTranslation("emails");
  const resend = useResendEmail();
  return (
    <Stack gap="xs" align="flex-end">
      <Button
        loading={resend.isPending}
        onClick={() =>
          resend.mutate(email.id, {
            onSuccess: ({ emailIds }) => announceEmailSent(emailIds[0] ?? email.id, email.clientId),
          })
        }
      >
        {t("detail.resend")}
      </Button>
      {resend.isError && (
        <Alert color="red" role="alert">
          {resend.error.message}
        </Alert>
      )}
    </Stack>
  );
}
