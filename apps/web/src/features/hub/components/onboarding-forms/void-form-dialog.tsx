/** Staff: void an open form, with the reason its recipients are told (required). */
import { zodResolver } from "@hookform/resolvers/zod";
import { type VoidFormBody, voidFormBodySchema } from "@onboard/domain/onboarding-forms/onboarding-form-schemas";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useVoidForm } from "../../api/onboarding-forms/form-staff-actions";
import { ReasonField } from "./dialog-fields";
import { FormDialog, type StaffDialogProps } from "./form-dialog";

export function VoidFormDialog({ clientId, form, onClose }: StaffDialogProps) {
  const { t } = useTranslation("onboardingForms");
  const voidForm = useVoidForm(clientId, form.id);
  const hookForm = useForm<VoidFormBody>({ resolver: zodResolver(voidFormBodySchema), defaultValues: { reason: "" } });
  return (
    <FormDialog
      title={t("void.title", { name: form.name })}
      submitLabel={t("void.submit")}
      form={hookForm}
      mutation={voidForm}
      fields={["reason"]}
      onClose={onClose}
      isDestructive
    >
      <ReasonField control={hookForm.control} body={t("void.body")} label={t("void.reason")} maxLength={191} />
    </FormDialog>
  );
}
