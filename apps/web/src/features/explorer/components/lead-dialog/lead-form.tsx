/**
 * The lead form (spec §5 "Lead form"): who is asking (employer or broker), their contact details and the employer's
 * name, labelled "Client name" for a broker, who also gives the brokerage's name. Checked with the domain's schema
 * before sending; the server's field errors land on their fields, a refusal without fields on the e-mail field.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Button, Group, NativeSelect, Radio, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { US_STATES } from "@onboard/domain/common/us-states";
import { EXTERNAL_USER_TYPES } from "@onboard/domain/explorer/benefit-types";
import { type Lead, leadSchema } from "@onboard/domain/explorer/lead-schemas";
import { EMAIL_MAX_LENGTH } from "@onboard/domain/validation/email-limits";
import { TEXT_MAX_LENGTH } from "@onboard/domain/validation/text-limits";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { useSendLead } from "../../api/send-lead";
import { useFormMessage } from "./form-messages";
import { applyServerErrors } from "./server-errors";

type LeadInput = z.input<typeof leadSchema>;

const FIELDS = [
  "externalUser",
  "firstName",
  "lastName",
  "email",
  "phone",
  "city",
  "state",
  "employerName",
  "brokerName",
] as const satisfies readonly (keyof LeadInput)[];

const STATE_OPTIONS = Object.entries(US_STATES).map(([value, label]) => ({ value, label }));

export interface LeadFormProps {
  explorerPageId: string | null;
  onSent: () => void;
  onCancel: () => void;
}

export function LeadForm({ explorerPageId, onSent, onCancel }: LeadFormProps) {
  const { t } = useTranslation("explorerForms");
  const message = useFormMessage();
  const sendLead = useSendLead();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<LeadInput, unknown, Lead>({
    resolver: zodResolver(leadSchema),
    defaultValues: {
      firstName: "",
      lastName: "",
      email: "",
      phone: "",
      city: "",
      // state stays unset: the select starts on its "Select a state" option, whose value is "".
      employerName: "",
      brokerName: "",
    },
  });
  const { errors, isSubmitting } = form.formState;
  const isBroker = form.watch("externalUser") === "BROKER";

  const submit = form.handleSubmit(async ({ brokerName, ...lead }) => {
    setFailure(null);
    try {
      await sendLead.mutateAsync({
        ...lead,
        ...(lead.externalUser === "BROKER" && { brokerName }),
        ...(explorerPageId && { explorerPageId }),
      });
      onSent();
    } catch (error) {
      if (!applyServerErrors(form, error, { fields: FIELDS, stringRejectionField: "email" })) {
        setFailure(error instanceof Error ? error.message : t("lead.sendFailed"));
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Controller
          control={form.control}
          name="externalUser"
          render={({ field }) => (
            <Radio.Group
              label={t("lead.fields.externalUser")}
              required
              value={field.value ?? null}
              onChange={(value) => field.onChange(value)}
              error={message(errors.externalUser?.message)}
            >
              <Group gap="lg" mt="xs">
                {EXTERNAL_USER_TYPES.map((type, index) => (
                  <Radio
                    key={type}
                    value={type}
                    label={t(`lead.externalUsers.${type}`)}
                    ref={index === 0 ? field.ref : undefined}
                    onBlur={field.onBlur}
                  />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t("lead.fields.firstName")}
            required
            maxLength={TEXT_MAX_LENGTH}
            autoComplete="given-name"
            {...form.register("firstName")}
            error={message(errors.firstName?.message)}
          />
          <TextInput
            label={t("lead.fields.lastName")}
            required
            maxLength={TEXT_MAX_LENGTH}
            autoComplete="family-name"
            {...form.register("lastName")}
            error={message(errors.lastName?.message)}
          />
          <TextInput
            label={t("lead.fields.email")}
            type="email"
            required
            maxLength={EMAIL_MAX_LENGTH}
            autoComplete="email"
            {...form.register("email")}
            error={message(errors.email?.message)}
          />
          <TextInput
            label={t("lead.fields.phone")}
            type="tel"
            required
            maxLength={TEXT_MAX_LENGTH}
            autoComplete="tel"
            {...form.register("phone")}
            error={message(errors.phone?.message)}
          />
          <TextInput
            label={t("lead.fields.city")}
            required
            maxLength={TEXT_MAX_LENGTH}
            autoComplete="address-level2"
            {...form.register("city")}
            error={message(errors.city?.message)}
          />
          <NativeSelect
            label={t("lead.fields.state")}
            required
            autoComplete="address-level1"
            data={[{ value: "", label: t("lead.statePlaceholder") }, ...STATE_OPTIONS]}
            {...form.register("state")}
            error={message(errors.state?.message)}
          />
          <TextInput
            label={isBroker ? t("lead.fields.clientName") : t("lead.fields.employerName")}
            required
            maxLength={TEXT_MAX_LENGTH}
            autoComplete="organization"
            {...form.register("employerName")}
            error={message(errors.employerName?.message)}
          />
          {isBroker && (
            <TextInput
              label={t("lead.fields.brokerName")}
              required
              maxLength={TEXT_MAX_LENGTH}
              {...form.register("brokerName")}
              error={message(errors.brokerName?.message)}
            />
          )}
        </SimpleGrid>
        {failure && (
          <Alert color="red" role="alert">
            {message(failure)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t("actions.cancel")}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t("lead.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
