/**
 * The create and edit form of a user, in a dialog: name, e-mail, phone, company, an internal user's role, and on
 * create the "Send welcome email" box. Validated with the domain's schema; server field errors land on their fields.
 * Parents mount it only while open, so that each opening starts from the user's current values.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Checkbox, Group, Select, Stack, TextInput } from "@mantine/core";
import { STAFF_ROLES } from "@onboard/domain/users/roles";
import { type UserKind, userDetailsFormSchema } from "@onboard/domain/users/user-admin-schemas";
import { TEXT_MAX_LENGTH } from "@onboard/domain/validation/text-limits";
import { useState } from "react";
import { Controller, type FieldPath, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { AppModal } from "../../../components/app-modal/app-modal";
import { isApiError } from "../../../lib/api-client";
import { fieldMessageKey } from "../field-messages";
import { UserActionError } from "./user-action-error";

const userFormSchema = userDetailsFormSchema.extend({ sendWelcomeEmail: z.boolean() });
export type UserFormInput = z.input<typeof userFormSchema>;
export type UserFormOutput = z.output<typeof userFormSchema>;

const FIELDS = ["name", "email", "phoneNumber", "companyName", "role"] as const;

export interface UserFormModalProps {
  opened: boolean;
  mode: "create" | "edit";
  kind: UserKind;
  title: string;
  initialValues?: Partial<UserFormInput>;
  onSubmit: (values: UserFormOutput) => Promise<unknown>;
  onClose: () => void;
}

export function UserFormModal({ opened, mode, kind, title, initialValues, onSubmit, onClose }: UserFormModalProps) {
  const { t } = useTranslation("users");
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<UserFormInput, unknown, UserFormOutput>({
    resolver: zodResolver(userFormSchema),
    defaultValues: {
      name: "",
      email: "",
      phoneNumber: "",
      companyName: "",
      sendWelcomeEmail: mode === "create",
      ...(kind === "internal" && { role: "SLF_ADMIN" }),
      ...initialValues,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const message = (text: string | undefined) => {
    if (!text) return undefined;
    const key = fieldMessageKey(text);
    return key ? t(key) : text;
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
      onClose();
    } catch (error) {
      const fieldErrors = isApiError(error) ? error.errors : [];
      const known = fieldErrors.filter((e) => (FIELDS as readonly string[]).includes(e.path));
      for (const e of known)
        form.setError(e.path as FieldPath<UserFormInput>, { message: e.message }, { shouldFocus: true });
      if (known.length === 0) setFailure(error);
    }
  });

  return (
    <AppModal opened={opened} onClose={onClose} title={title} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={t("fields.name")}
            required
            maxLength={TEXT_MAX_LENGTH}
            autoComplete="off"
            {...form.register("name")}
            error={message(errors.name?.message)}
          />
          <TextInput
            label={t("fields.email")}
            type="email"
            required
            autoComplete="off"
            {...form.register("email")}
            error={message(errors.email?.message)}
          />
          <TextInput
            label={t("fields.phoneNumber")}
            type="tel"
            autoComplete="off"
            {...form.register("phoneNumber")}
            error={message(errors.phoneNumber?.message)}
          />
          <TextInput
            label={t("fields.companyName")}
            maxLength={TEXT_MAX_LENGTH}
            autoComplete="off"
            {...form.register("companyName")}
            error={message(errors.companyName?.message)}
          />
          {kind === "internal" && (
            <Controller
              control={form.control}
              name="role"
              render={({ field }) => (
                <Select
                  label={t("fields.role")}
                  data={STAFF_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
                  value={field.value ?? null}
                  onChange={(value) => field.onChange(value ?? undefined)}
                  allowDeselect={false}
                  error={message(errors.role?.message)}
                />
              )}
            />
          )}
          {mode === "create" && (
            <Checkbox label={t("fields.sendWelcomeEmail")} {...form.register("sendWelcomeEmail")} />
          )}
          <UserActionError error={failure} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("actions.cancel")}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {mode === "create" ? t("actions.create") : t("actions.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
