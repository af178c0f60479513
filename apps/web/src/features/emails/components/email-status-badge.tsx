/** An e-mail's delivery status as a labelled badge (QUEUED, SENT, FAILED, RESENT). */
import { Badge } from "@mantine/core";
import type { EmailStatus } from "@onboard/domain/emails/email-schemas";
import { useTranslation } from "react-i18next";

const COLORS: Record<EmailStatus, string> = { QUEUED: "gray", SENT: "green", FAILED: "red", RESENT: "teal" };

export function EmailStatusBadge({ status }: { status: EmailStatus }) {
  const { t } = useTranslation("emails");
  return (
    <Badge color={COLORS[status]} variant="light" style={{ flexShrink: 0, overflow: "visible" }} miw="fit-content">
      {t(`status.${status}`)}
    </Badge>
  );
}
