/**
 * While a form waits for the e-sign webhook, the processing bar (domain rule: 2 points a second up to 99); once the
 * webhook has come it shows 100 for as long as the card stays on screen.
 */
import type { OnboardingForm } from "@onboard/domain/onboarding-forms/onboarding-form-schemas";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LabelledProgress } from "../../../../components/labelled-progress/labelled-progress";
import { useProcessingProgress } from "../../hooks/use-processing-progress";

function ProcessingBar({ form }: { form: OnboardingForm }) {
  const { t } = useTranslation("onboardingForms");
  const value = useProcessingProgress(!form.waitingForWebhook);
  return <LabelledProgress label={t("list.processing", { name: form.name })} value={value} />;
}

export function FormProcessingProgress({ form }: { form: OnboardingForm }) {
  const [hasWaited, setHasWaited] = useState(form.waitingForWebhook);
  if (form.waitingForWebhook && !hasWaited) setHasWaited(true);
  return hasWaited ? <ProcessingBar form={form} /> : null;
}
