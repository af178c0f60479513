/** Add a recipient for a template role the form has no signer for (an optional role left out when it was sent). */
import { zodResolver } from "@hookform/resolvers/zod";
import { missingRoles } from "@onboard/domain/onboarding-forms/form-changes-allowed";
import {
  type AddRecipientBody,
  addRecipientBodySchema,
} from "@onboard/domain/onboarding-forms/onboarding-form-schemas";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../../../lib/use-language";
import { useAddRecipient } from "../../api/onboarding-forms/form-staff-actions";
import { ChoiceField, SignerField } from "./dialog-fields";
import { FormDialog, type StaffDialogProps } from "./form-dialog";

export function AddRecipientDialog({ clientId, form, onClose }: StaffDialogProps) {
  const { t } = useTranslation("onboardingForms");
  const language = useLanguage();
  const add = useAddRecipient(clientId, form.id);
  const roles = missingRoles(form);
  const hookForm = useForm<AddRecipientBody>({
    resolver: zodResolver(addRecipientBodySchema),
    defaultValues: { roleId: roles[0]?.id ?? "", userId: "" },
  });
  return (
    <FormDialog
      title={t("add.title", { name: form.name })}
      submitLabel={t("add.submit")}
      form={hookForm}
      mutation={add}
      fields={["roleId", "userId"]}
      onClose={onClose}
    >
      <ChoiceField
        control={hookForm.control}
        name="roleId"
        label={t("add.role")}
        data={roles.map((role) => ({ value: role.id, label: role.label[language] }))}
      />
      <SignerField control={hookForm.control} name="userId" clientId={clientId} label={t("add.signer")} required />
    </FormDialog>
  );
}
