/** "Decline": the signer says why (required); the form is then declined for everyone. */
import { zodResolver } from "@hookform/resolvers/zod";
import { ONBOARDING_FORM_MESSAGES } from "@onboard/domain/onboarding-forms/onboarding-form-messages";
import { embeddedViewActionBodySchema } from "@onboard/domain/onboarding-forms/onboarding-form-schemas";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { ReasonField } from "./dialog-fields";
import { DialogFrame } from "./form-dialog";

const declineSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, ONBOARDING_FORM_MESSAGES.declineReasonRequired)
    .pipe(embeddedViewActionBodySchema.shape.reason.unwrap()),
});
type DeclineValues = z.infer<typeof declineSchema>;

export interface DeclineDialogProps {
  isPending: boolean;
  failure: string | null;
  onDecline: (reason: string) => void;
  onClose: () => void;
}

export function DeclineDialog({ isPending, failure, onDecline, onClose }: DeclineDialogProps) {
  const { t } = useTranslation("onboardingForms");
  const form = useForm<DeclineValues>({ resolver: zodResolver(declineSchema), defaultValues: { reason: "" } });
  const submit = form.handleSubmit(({ reason }) => onDecline(reason));
  return (
    <DialogFrame
      title={t("decline.title")}
      submitLabel={t("decline.submit")}
      isPending={isPending}
      failure={failure}
      onSubmit={submit}
      onClose={onClose}
      isDestructive
    >
      <ReasonField control={form.control} body={t("decline.body")} label={t("decline.reason")} maxLength={1000} />
    </DialogFrame>
  );
}
