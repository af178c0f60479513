/** A form's and a recipient's status badges, toned as the spec tones task statuses (§4). */
import { Badge } from "@mantine/core";
import type {
  OnboardingForm,
  OnboardingFormStatus,
  RecipientDisplayStatus,
} from "@onboard/domain/onboarding-forms/onboarding-form-schemas";
import type { StatusTone } from "@onboard/domain/tasks/task-status-display";
import { useTranslation } from "react-i18next";

const TONE_COLOR: Record<StatusTone, string> = { info: "blue", warning: "orange", error: "red", success: "green" };

const FORM_TONES: Record<OnboardingFormStatus, StatusTone> = {
  CREATED: "info",
  SENT: "info",
  DELIVERED: "info",
  COMPLETED: "success",
  DECLINED: "error",
  VOIDED: "error",
};

const RECIPIENT_TONES: Record<RecipientDisplayStatus, StatusTone> = {
  waiting: "info",
  sent: "info",
  delivered: "info",
  signed: "success",
  declined: "error",
  voided: "error",
};

/** The label key of a form's status: a form voided because it expired says so. */
export function formStatusKey(form: Pick<OnboardingForm, "status" | "expired">): string {
  return form.status === "VOIDED" && form.expired ? "status.VOIDED_EXPIRED" : `status.${form.status}`;
}

export function FormStatusBadge({ form }: { form: Pick<OnboardingForm, "status" | "expired"> }) {
  const { t } = useTranslation("onboardingForms");
  return (
    <Badge color={TONE_COLOR[FORM_TONES[form.status]]} variant="light">
      {t(formStatusKey(form))}
    </Badge>
  );
}

export function RecipientStatusBadge({ status }: { status: RecipientDisplayStatus }) {
  const { t } = useTranslation("onboardingForms");
  return (
    <Badge color={TONE_COLOR[RECIPIENT_TONES[status]]} variant="outline">
      {t(`recipientStatus.${status}`)}
    </Badge>
  );
}
