/** Staff: a pending recipient's place goes to another ben admin or broker of the client (a 60 s call, not retried). */
import { zodResolver } from "@hookform/resolvers/zod";
import { isPendingRecipient } from "@onboard/domain/onboarding-forms/form-changes-allowed";
import {
  type ReassignRecipientBody,
  reassignRecipientBodySchema,
} from "@onboard/domain/onboarding-forms/onboarding-form-schemas";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useReassignRecipient } from "../../api/onboarding-forms/reassign-recipient";
import { ChoiceField, SignerField } from "./dialog-fields";
import { FormDialog, type StaffDialogProps } from "./form-dialog";

export function ReassignRecipientDialog({ clientId, form, onClose }: StaffDialogProps) {
  const { t } = useTranslation("onboardingForms");
  const reassign = useReassignRecipient(clientId, form.id);
  const pending = form.recipients.filter(isPendingRecipient);
  const hookForm = useForm<ReassignRecipientBody>({
    resolver: zodResolver(reassignRecipientBodySchema),
    defaultValues: { recipientId: pending[0]?.recipientId ?? "", userId: "" },
  });
  const recipientId = hookForm.watch("recipientId");
  const current = pending.find((recipient) => recipient.recipientId === recipientId);
  return (
    <FormDialog
      title={t("reassign.title", { name: form.name })}
      submitLabel={t("reassign.submit")}
      form={hookForm}
      mutation={reassign}
      fields={["recipientId", "userId"]}
      onClose={onClose}
    >
      <ChoiceField
        control={hookForm.control}
        name="recipientId"
        label={t("reassign.recipient")}
        data={pending.map((recipient) => ({ value: recipient.recipientId, label: recipient.name }))}
      />
      <SignerField
        control={hookForm.control}
        name="userId"
        clientId={clientId}
        label={t("reassign.signer")}
        required
        excludeUserIds={[current?.userId ?? null]}
      />
    </FormDialog>
  );
}
