/**
 * The staff dialogs' frame: a modal holding a form, the failure (if any), Cancel and the submit button. `FormDialog`
 * also sends the form: on success it closes, a 400's errors on its own fields land on them, any other failure shows
 * above the buttons (in the domain message's words).
 */
import { Alert, Button, Group, Stack } from "@mantine/core";
import type { OnboardingForm } from "@onboard/domain/onboarding-forms/onboarding-form-schemas";
import { type FormEventHandler, type ReactNode, useState } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { AppModal } from "../../../../components/app-modal/app-modal";
import { useDomainMessage } from "./domain-message";
import { applyServerFieldErrors } from "./server-field-errors";

/** What the menu gives each dialog on one form. */
export interface StaffDialogProps {
  clientId: string;
  form: OnboardingForm;
  onClose: () => void;
}

export interface DialogFrameProps {
  title: string;
  submitLabel: string;
  isPending: boolean;
  failure: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  isDestructive?: boolean;
  children: ReactNode;
}

export function DialogFrame(props: DialogFrameProps) {
  const { t } = useTranslation("common");
  return (
    <AppModal opened onClose={props.onClose} title={props.title} centered>
      <form onSubmit={props.onSubmit} noValidate>
        <Stack>
          {props.children}
          {props.failure && (
            <Alert color="red" role="alert">
              {props.failure}
            </Alert>
          )}
          <Group justify="flex-end" wrap="wrap">
            <Button variant="default" onClick={props.onClose}>
              {t("cancel")}
            </Button>
            <Button type="submit" loading={props.isPending} color={props.isDestructive ? "red.9" : undefined}>
              {props.submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}

/** What a dialog sends its (parsed) values with: a TanStack mutation fits. */
export interface DialogMutation<TBody> {
  mutateAsync: (body: TBody) => Promise<unknown>;
  isPending: boolean;
}

export interface FormDialogProps<TValues extends FieldValues, TBody>
  extends Omit<DialogFrameProps, "isPending" | "failure" | "onSubmit"> {
  form: UseFormReturn<TValues, unknown, TBody>;
  mutation: DialogMutation<TBody>;
  /** The fields a 400's field errors may land on. */
  fields: readonly Path<TValues>[];
}

export function FormDialog<TValues extends FieldValues, TBody>({
  form,
  mutation,
  fields,
  ...frame
}: FormDialogProps<TValues, TBody>) {
  const message = useDomainMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await mutation.mutateAsync(body);
      frame.onClose();
    } catch (error) {
      if (!applyServerFieldErrors(form, error, fields)) setFailure(message((error as Error).message) ?? null);
    }
  });
  return <DialogFrame {...frame} onSubmit={submit} isPending={mutation.isPending} failure={failure} />;
}
