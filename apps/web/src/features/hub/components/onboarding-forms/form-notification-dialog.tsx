/** Staff: an open form's reminder interval (days) and expiry date (empty: none). */
import { zodResolver } from "@hookform/resolvers/zod";
import { formNotificationBodySchema } from "@onboard/domain/onboarding-forms/onboarding-form-schemas";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { useUpdateFormNotification } from "../../api/onboarding-forms/form-staff-actions";
import { ScheduleFields } from "./dialog-fields";
import { FormDialog, type StaffDialogProps } from "./form-dialog";

/** The date input gives "" for no date: the body's null. */
export const expiryInputSchema = z
  .string()
  .transform((value) => value.trim() || null)
  .pipe(formNotificationBodySchema.shape.expiresOn);

const notificationFormSchema = z.object({
  reminderIntervalDays: formNotificationBodySchema.shape.reminderIntervalDays,
  expiresOn: expiryInputSchema,
});
type NotificationInput = z.input<typeof notificationFormSchema>;
type NotificationOutput = z.output<typeof notificationFormSchema>;

export function FormNotificationDialog({ clientId, form, onClose }: StaffDialogProps) {
  const { t } = useTranslation("onboardingForms");
  const update = useUpdateFormNotification(clientId, form.id);
  const hookForm = useForm<NotificationInput, unknown, NotificationOutput>({
    resolver: zodResolver(notificationFormSchema),
    defaultValues: { reminderIntervalDays: form.reminderIntervalDays, expiresOn: form.expiresOn ?? "" },
  });
  return (
    <FormDialog
      title={t("notification.title", { name: form.name })}
      submitLabel={t("notification.submit")}
      form={hookForm}
      mutation={update}
      fields={["reminderIntervalDays", "expiresOn"]}
      onClose={onClose}
    >
      <ScheduleFields control={hookForm.control} showLimits />
    </FormDialog>
  );
}
