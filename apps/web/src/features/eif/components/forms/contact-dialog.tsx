/**
 * Add or edit a plan administrator (a contact): name, e-mail, title, phone, type, what they may see and do (the access
 * flags), and whether they manage all locations or a chosen few. Checked with the domain's contact schema; an edit
 * sends If-Match: the contact's version.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { Checkbox, Radio, Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { CONTACT_ACCESS_FLAGS, CONTACT_TYPES } from "@onboard/domain/clients/enums";
import type { EifLocation } from "@onboard/domain/eif/eif-draft-schemas";
import {
  type Contact,
  type ContactBody,
  type ContactBodyInput,
  contactBodySchema,
} from "@onboard/domain/eif/eif-resource-schemas";
import { TEXT_MAX_LENGTH } from "@onboard/domain/validation/text-limits";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { AppModal } from "../../../../components/app-modal/app-modal";
import { useSaveContact } from "../../api/save-contact";
import { useEifMessage } from "../../hooks/use-eif-message";
import { DialogFooter } from "./dialog-footer";
import { useDialogSave } from "./use-dialog-save";
import { useOptions } from "./use-options";

const FIELDS = [
  "firstName",
  "lastName",
  "email",
  "title",
  "phoneNumber",
  "type",
  "access",
  "locationManagementType",
  "managedLocationIds",
] as const;

export interface ContactDialogProps {
  clientId: string;
  contact: Contact | null;
  locations: readonly EifLocation[];
  onClose: () => void;
}

export function ContactDialog({ clientId, contact, locations, onClose }: ContactDialogProps) {
  const { t } = useTranslation("eif");
  const { translate } = useEifMessage();
  const options = useOptions();
  const save = useSaveContact(clientId);
  const form = useForm<ContactBodyInput, unknown, ContactBody>({
    resolver: zodResolver(contactBodySchema),
    defaultValues: {
      firstName: contact?.firstName ?? "",
      lastName: contact?.lastName ?? "",
      email: contact?.email ?? "",
      title: contact?.title ?? "",
      phoneNumber: contact?.phoneNumber ?? "",
      type: contact?.type ?? null,
      access: contact?.access ?? [],
      locationManagementType: contact?.locationManagementType ?? "ALL",
      managedLocationIds: contact?.managedLocationIds ?? [],
    },
  });
  const management = useWatch({ control: form.control, name: "locationManagementType" });
  const { errors, isSubmitting } = form.formState;
  const { failure, run } = useDialogSave(FIELDS, form.setError, onClose);
  const submit = form.handleSubmit((values) => {
    const body = {
      ...values,
      managedLocationIds: values.locationManagementType === "LIMITED" ? values.managedLocationIds : [],
    };
    return run(() => save.mutateAsync({ contact: contact ?? undefined, body }));
  });

  const text = (name: "firstName" | "lastName" | "email" | "title" | "phoneNumber", required = false) => (
    <TextInput
      label={t(`contacts.fields.${name}`)}
      required={required}
      type={name === "email" ? "email" : name === "phoneNumber" ? "tel" : "text"}
      maxLength={TEXT_MAX_LENGTH}
      autoComplete="off"
      {...form.register(name)}
      error={translate(errors[name]?.message)}
    />
  );

  return (
    <AppModal opened onClose={onClose} size="lg" title={contact ? t("contacts.editTitle") : t("contacts.addTitle")}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text("firstName", true)}
            {text("lastName", true)}
            {text("email")}
            {text("phoneNumber")}
            {text("title")}
            <Controller
              control={form.control}
              name="type"
              render={({ field }) => (
                <Select
                  label={t("contacts.fields.type")}
                  data={options("contactType", CONTACT_TYPES)}
                  placeholder={t("form.choose")}
                  clearable
                  value={field.value ?? null}
                  onChange={(value) => field.onChange(value)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={translate(errors.type?.message)}
                />
              )}
            />
          </SimpleGrid>
          <Controller
            control={form.control}
            name="access"
            render={({ field }) => (
              <Checkbox.Group
                label={t("contacts.fields.access")}
                value={field.value ?? []}
                onChange={(value) => field.onChange(value)}
                error={translate(errors.access?.message)}
              >
                <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing="xs">
                  {CONTACT_ACCESS_FLAGS.map((flag) => (
                    <Checkbox key={flag} value={flag} label={t(`options.contactAccess.${flag}`)} />
                  ))}
                </SimpleGrid>
              </Checkbox.Group>
            )}
          />
          <Controller
            control={form.control}
            name="locationManagementType"
            render={({ field }) => (
              <Radio.Group
                label={t("contacts.fields.locationManagementType")}
                value={field.value ?? "ALL"}
                onChange={(value) => field.onChange(value)}
              >
                <Stack gap="xs" mt="xs">
                  <Radio value="ALL" label={t("options.locationManagementType.ALL")} />
                  <Radio value="LIMITED" label={t("options.locationManagementType.LIMITED")} />
                </Stack>
              </Radio.Group>
            )}
          />
          {management === "LIMITED" && (
            <Controller
              control={form.control}
              name="managedLocationIds"
              render={({ field }) => (
                <Checkbox.Group
                  label={t("contacts.fields.managedLocationIds")}
                  withAsterisk
                  value={field.value ?? []}
                  onChange={(value) => field.onChange(value)}
                  error={translate(errors.managedLocationIds?.message)}
                >
                  <Stack gap="xs" mt="xs">
                    {locations.length === 0 && t("contacts.noLocations")}
                    {locations.map((location) => (
                      <Checkbox key={location.id} value={location.id} label={location.name} />
                    ))}
                  </Stack>
                </Checkbox.Group>
              )}
            />
          )}
          <DialogFooter error={failure} isSaving={isSubmitting} onCancel={onClose} />
        </Stack>
      </form>
    </AppModal>
  );
}
