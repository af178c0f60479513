/** What the signed-in user must do on a form: "Review and sign" on their turn, or whom the form waits for. */
import { Button, Text } from "@mantine/core";
import type { OnboardingForm } from "@onboard/domain/onboarding-forms/onboarding-form-schemas";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalizedPath } from "../../../../lib/use-language";

export function FormUserAction({ clientId, form }: { clientId: string; form: OnboardingForm }) {
  const { t } = useTranslation("onboardingForms");
  const localizedPath = useLocalizedPath();
  if (form.userAction === "sign" && form.userRecipientId) {
    const to = localizedPath("onboardingFormAction", {
      clientId,
      onboardingFormId: form.id,
      recipientId: form.userRecipientId,
    });
    return (
      <Button component={Link} to={to} aria-label={t("action.signNamed", { name: form.name })} w="fit-content">
        {t("action.sign")}
      </Button>
    );
  }
  if (form.userAction === "wait") {
    const next = form.recipients.find((recipient) => recipient.isTurn);
    return <Text>{next ? t("action.waitingFor", { name: next.name }) : t("action.waiting")}</Text>;
  }
  return null;
}
