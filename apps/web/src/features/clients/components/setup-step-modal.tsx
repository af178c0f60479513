/**
 * Completing one setup step in a dialog: the step's text fields (setup-step-fields.ts), or the pick of a broker,
 * ben admin or base client; server field errors land on their fields. Mounted only while open.
 */
import { Button, Group, Stack, TextInput } from "@mantine/core";
import type { SetupStepId } from "@onboard/domain/clients/setup-steps";
import { TEXT_MAX_LENGTH } from "@onboard/domain/validation/text-limits";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { AppModal } from "../../../components/app-modal/app-modal";
import { isApiError } from "../../../lib/api-client";
import { useLanguage } from "../../../lib/use-language";
import { useCompleteSetupStep } from "../api/complete-setup-step";
import { useClientMessage } from "../hooks/use-client-message";
import { ActionError } from "./action-error";
import { ClientPicker } from "./client-picker";
import { fieldForPath, STEP_FIELDS, type StepFormValues, stepResolver, toStepBody } from "./setup-step-fields";
import { UserPicker } from "./user-picker";

export interface SetupStepModalProps {
  clientId: string;
  step: SetupStepId;
  onClose: () => void;
}

const PICKED: Partial<Record<SetupStepId, { key: string; role?: "BROKER" | "BEN_ADMIN" }>> = {
  "add-broker": { key: "userId", role: "BROKER" },
  "add-ben-admin": { key: "userId", role: "BEN_ADMIN" },
  "merge-instances": { key: "baseClientId" },
};

export function SetupStepModal({ clientId, step, onClose }: SetupStepModalProps) {
  const { t } = useTranslation("clients");
  const { translate } = useClientMessage();
  const language = useLanguage();
  const complete = useCompleteSetupStep(clientId);
  const fields = STEP_FIELDS[step] ?? [];
  const picked = PICKED[step];
  const [pick, setPick] = useState<string | null>(null);
  const [pickError, setPickError] = useState<string | undefined>();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<StepFormValues>({
    resolver: stepResolver(step, fields),
    defaultValues: Object.fromEntries(fields.map((field) => [field.name, ""])),
  });

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    if (picked && !pick) {
      setPickError(t("pickers.required"));
      return;
    }
    const body = picked ? { [picked.key]: pick } : toStepBody(fields, values);
    try {
      await complete.mutateAsync({ step, body, language });
      onClose();
    } catch (error) {
      const fieldErrors = isApiError(error) ? error.errors : [];
      let isShown = false;
      for (const fieldError of fieldErrors) {
        if (picked && fieldError.path === picked.key) {
          setPickError(translate(fieldError.message));
          isShown = true;
          continue;
        }
        const name = fieldForPath(fields, fieldError.path);
        if (name) {
          form.setError(name, { message: fieldError.message }, { shouldFocus: true });
          isShown = true;
        }
      }
      if (!isShown) setFailure(error);
    }
  });

  const pickLabel = t(`setup.pickLabels.${step}`);
  return (
    <AppModal opened onClose={onClose} title={t(`setup.steps.${step}`)} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          {picked?.role && (
            <UserPicker role={picked.role} label={pickLabel} value={pick} onChange={setPick} error={pickError} />
          )}
          {picked && !picked.role && (
            <ClientPicker label={pickLabel} value={pick} onChange={setPick} excludeId={clientId} error={pickError} />
          )}
          {fields.map((field) => (
            <TextInput
              key={field.name}
              label={t(`setup.fields.${field.name}`)}
              description={field.isList ? t("setup.listHint") : undefined}
              required={field.isRequired}
              type={field.type}
              maxLength={field.isList ? undefined : TEXT_MAX_LENGTH}
              autoComplete="off"
              {...form.register(field.name)}
              error={translate(form.formState.errors[field.name]?.message)}
            />
          ))}
        </Stack>
        <ActionError error={failure} />
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            {t("actions.cancel")}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t("setup.complete")}
          </Button>
        </Group>
      </form>
    </AppModal>
  );
}
