/**
 * Staff: "Send a form": a carrier template, an optional policy, one signer per template role (an optional role may be
 * left empty), the reminder interval (3 days unless changed) and an optional expiry date. Sent at once to its first signer.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { Select } from "@mantine/core";
import { ONBOARDING_FORM_MESSAGES } from "@onboard/domain/onboarding-forms/onboarding-form-messages";
import {
  type CreateOnboardingFormBody,
  createOnboardingFormBodySchema,
  DEFAULT_REMINDER_INTERVAL_DAYS,
} from "@onboard/domain/onboarding-forms/onboarding-form-schemas";
import {
  CARRIER_FORM_TEMPLATES,
  findCarrierTemplate,
} from "@onboard/domain/onboarding-forms/templates/carrier-templates";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { useLanguage } from "../../../../lib/use-language";
import { useTasks } from "../../api/get-tasks";
import { useCreateOnboardingForm } from "../../api/onboarding-forms/create-onboarding-form";
import { ChoiceField, ScheduleFields, SignerField } from "./dialog-fields";
import { FormDialog } from "./form-dialog";
import { expiryInputSchema } from "./form-notification-dialog";

const shape = createOnboardingFormBodySchema.shape;

const sendFormFields = z
  .object({
    templateId: shape.templateId,
    policyId: z.string().nullable(),
    /** Role id → user id ("" for nobody). */
    signers: z.record(z.string(), z.string().nullish()),
    reminderIntervalDays: shape.reminderIntervalDays,
    expiresOn: expiryInputSchema,
  })
  .superRefine((values, context) => {
    for (const role of findCarrierTemplate(values.templateId)?.roles ?? []) {
      if (!role.optional && !values.signers[role.id]) {
        context.addIssue({
          code: "custom",
          path: ["signers", role.id],
          message: ONBOARDING_FORM_MESSAGES.signerRequired,
        });
      }
    }
  });
type SendFormValues = z.output<typeof sendFormFields>;

export function toCreateBody(values: SendFormValues): CreateOnboardingFormBody {
  const roles = findCarrierTemplate(values.templateId)?.roles ?? [];
  return {
    templateId: values.templateId,
    policyId: values.policyId,
    recipients: roles.flatMap((role) => {
      const userId = values.signers[role.id];
      return userId ? [{ roleId: role.id, userId }] : [];
    }),
    reminderIntervalDays: values.reminderIntervalDays,
    expiresOn: values.expiresOn,
  };
}

/** The dialog's values, checked, become the POST body. */
const sendFormSchema = sendFormFields.transform(toCreateBody);
type SendFormInput = z.input<typeof sendFormSchema>;

export function SendFormDialog({ clientId, onClose }: { clientId: string; onClose: () => void }) {
  const { t } = useTranslation("onboardingForms");
  const language = useLanguage();
  const create = useCreateOnboardingForm(clientId);
  const policies = useTasks(clientId).data?.policies ?? [];
  const hookForm = useForm<SendFormInput, unknown, CreateOnboardingFormBody>({
    resolver: zodResolver(sendFormSchema),
    defaultValues: {
      templateId: "",
      policyId: null,
      signers: {},
      reminderIntervalDays: DEFAULT_REMINDER_INTERVAL_DAYS,
      expiresOn: "",
    },
  });
  const template = findCarrierTemplate(hookForm.watch("templateId"));
  return (
    <FormDialog
      title={t("send.title")}
      submitLabel={t("send.submit")}
      form={hookForm}
      mutation={create}
      fields={["templateId", "policyId", "reminderIntervalDays", "expiresOn"]}
      onClose={onClose}
    >
      <ChoiceField
        control={hookForm.control}
        name="templateId"
        label={t("send.template")}
        data={CARRIER_FORM_TEMPLATES.map((each) => ({ value: each.id, label: each.name[language] }))}
        onPicked={() => hookForm.setValue("signers", {})}
      />
      {policies.length > 0 && (
        <Controller
          control={hookForm.control}
          name="policyId"
          render={({ field }) => (
            <Select
              label={t("send.policy")}
              placeholder={t("send.noPolicy")}
              data={policies.map((policy) => ({ value: policy.policyId, label: policy.label }))}
              value={field.value ?? null}
              onChange={field.onChange}
              clearable
              comboboxProps={{ withinPortal: false }}
            />
          )}
        />
      )}
      {template?.roles.map((role) => (
        <SignerField
          key={role.id}
          control={hookForm.control}
          name={`signers.${role.id}`}
          clientId={clientId}
          label={role.optional ? t("send.signerOptional", { role: role.label[language] }) : role.label[language]}
          required={!role.optional}
        />
      ))}
      <ScheduleFields control={hookForm.control} />
    </FormDialog>
  );
}
