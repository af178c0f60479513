/** The fields of the client form (create dialog and the manage page's details), each labelled with its error connected. */
import { Checkbox, Fieldset, NumberInput, Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import type { ClientDetailsFormValues } from "@onboard/domain/clients/client-form";
import { IMPLEMENTATION_TYPES, PHASES, RELEASE_STATUSES } from "@onboard/domain/clients/enums";
import { TEXT_MAX_LENGTH } from "@onboard/domain/validation/text-limits";
import type { ReactNode } from "react";
import { Controller, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useClientMessage } from "../hooks/use-client-message";

export interface ClientFormFieldsProps {
  form: UseFormReturn<ClientDetailsFormValues>;
  /** Phase and release status: edited on the manage page, not on create. */
  showOnboardingFields: boolean;
  /** Shown under the ticket field (the duplicate-ticket warning). */
  ticketNotice?: ReactNode;
}

export function ClientFormFields({ form, showOnboardingFields, ticketNotice }: ClientFormFieldsProps) {
  const { t } = useTranslation("clients");
  const { translate } = useClientMessage();
  const { errors } = form.formState;
  const text = (name: keyof ClientDetailsFormValues, options: { required?: boolean; type?: string } = {}) => (
    <TextInput
      label={t(`fields.${name}`)}
      required={options.required}
      type={options.type}
      maxLength={TEXT_MAX_LENGTH}
      autoComplete="off"
      {...form.register(name)}
      error={translate(errors[name]?.message)}
    />
  );
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {text("name", { required: true })}
        {text("caseId", { required: true })}
        <Stack gap={4}>
          {text("ticketId")}
          {ticketNotice}
        </Stack>
        <Controller
          control={form.control}
          name="implementationType"
          render={({ field }) => (
            <Select
              label={t("fields.implementationType")}
              data={IMPLEMENTATION_TYPES.map((type) => ({ value: type, label: t(`implementationTypes.${type}`) }))}
              value={field.value}
              onChange={(value) => value && field.onChange(value)}
              allowDeselect={false}
              error={translate(errors.implementationType?.message)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="employeesNumber"
          render={({ field }) => (
            <NumberInput
              label={t("fields.employeesNumber")}
              min={0}
              allowDecimal={false}
              allowNegative={false}
              value={field.value ?? ""}
              onChange={(value) => field.onChange(typeof value === "number" ? value : null)}
              error={translate(errors.employeesNumber?.message)}
            />
          )}
        />
        {showOnboardingFields && (
          <>
            <Controller
              control={form.control}
              name="phaseId"
              render={({ field }) => (
                <Select
                  label={t("fields.phaseId")}
                  data={PHASES.map((phase) => ({ value: phase, label: t(`common:phases.${phase}`) }))}
                  value={field.value}
                  onChange={(value) => value && field.onChange(value)}
                  allowDeselect={false}
                />
              )}
            />
            <Controller
              control={form.control}
              name="releaseStatus"
              render={({ field }) => (
                <Select
                  label={t("fields.releaseStatus")}
                  data={RELEASE_STATUSES.map((status) => ({
                    value: status,
                    label: t(`common:releaseStatuses.${status}`),
                  }))}
                  value={field.value}
                  onChange={(value) => value && field.onChange(value)}
                  allowDeselect={false}
                />
              )}
            />
          </>
        )}
      </SimpleGrid>
      <Checkbox label={t("fields.isTest")} {...form.register("isTest")} />
      <Fieldset legend={t("fields.implementationConsultant")}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text("consultantFirstName")}
          {text("consultantLastName")}
          {text("consultantPhoneNumber", { type: "tel" })}
          {text("consultantEmail", { type: "email" })}
        </SimpleGrid>
      </Fieldset>
    </Stack>
  );
}
