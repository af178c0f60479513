/**
 * Add or edit a location: name, address, city, state (the 50 states and DC), zip and type, checked with the domain's
 * location schema. An edit sends If-Match: the location's version; a 412 says so and the draft is reloaded.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { LOCATION_TYPES } from "@onboard/domain/clients/enums";
import { US_STATES } from "@onboard/domain/common/us-states";
import type { EifLocation } from "@onboard/domain/eif/eif-draft-schemas";
import {
  type LocationBody,
  type LocationBodyInput,
  locationBodySchema,
} from "@onboard/domain/eif/eif-resource-schemas";
import { TEXT_MAX_LENGTH } from "@onboard/domain/validation/text-limits";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { AppModal } from "../../../../components/app-modal/app-modal";
import { useSaveLocation } from "../../api/save-location";
import { useEifMessage } from "../../hooks/use-eif-message";
import { DialogFooter } from "./dialog-footer";
import { useDialogSave } from "./use-dialog-save";
import { useOptions } from "./use-options";

export const STATE_OPTIONS = Object.entries(US_STATES).map(([value, label]) => ({ value, label }));
const FIELDS = ["name", "address1", "address2", "city", "state", "zipCode", "locationType"] as const;

export interface LocationDialogProps {
  clientId: string;
  location: EifLocation | null;
  onClose: () => void;
}

export function LocationDialog({ clientId, location, onClose }: LocationDialogProps) {
  const { t } = useTranslation("eif");
  const { translate } = useEifMessage();
  const options = useOptions();
  const save = useSaveLocation(clientId);
  const form = useForm<LocationBodyInput, unknown, LocationBody>({
    resolver: zodResolver(locationBodySchema),
    defaultValues: {
      name: location?.name ?? "",
      address1: location?.address1 ?? "",
      address2: location?.address2 ?? "",
      city: location?.city ?? "",
      state: location?.state ?? ("" as LocationBodyInput["state"]),
      zipCode: location?.zipCode ?? "",
      locationType: location?.locationType ?? null,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const { failure, run } = useDialogSave(FIELDS, form.setError, onClose);
  const submit = form.handleSubmit((body) => run(() => save.mutateAsync({ location: location ?? undefined, body })));

  return (
    <AppModal opened onClose={onClose} title={location ? t("locations.editTitle") : t("locations.addTitle")}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={t("locations.fields.name")}
            required
            maxLength={TEXT_MAX_LENGTH}
            {...form.register("name")}
            error={translate(errors.name?.message)}
          />
          <TextInput
            label={t("locations.fields.address1")}
            required
            maxLength={TEXT_MAX_LENGTH}
            {...form.register("address1")}
            error={translate(errors.address1?.message)}
          />
          <TextInput
            label={t("locations.fields.address2")}
            maxLength={TEXT_MAX_LENGTH}
            {...form.register("address2")}
            error={translate(errors.address2?.message)}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label={t("locations.fields.city")}
              required
              maxLength={TEXT_MAX_LENGTH}
              {...form.register("city")}
              error={translate(errors.city?.message)}
            />
            <Controller
              control={form.control}
              name="state"
              render={({ field }) => (
                <Select
                  label={t("locations.fields.state")}
                  required
                  searchable
                  data={STATE_OPTIONS}
                  placeholder={t("form.choose")}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? "")}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={translate(errors.state?.message)}
                />
              )}
            />
            <TextInput
              label={t("locations.fields.zipCode")}
              required
              inputMode="numeric"
              {...form.register("zipCode")}
              error={translate(errors.zipCode?.message)}
            />
          </SimpleGrid>
          <Controller
            control={form.control}
            name="locationType"
            render={({ field }) => (
              <Select
                label={t("locations.fields.locationType")}
                data={options("locationType", LOCATION_TYPES)}
                placeholder={t("form.choose")}
                clearable
                value={field.value ?? null}
                onChange={(value) => field.onChange(value)}
                onBlur={field.onBlur}
                ref={field.ref}
                error={translate(errors.locationType?.message)}
              />
            )}
          />
          <DialogFooter error={failure} isSaving={isSubmitting} onCancel={onClose} />
        </Stack>
      </form>
    </AppModal>
  );
}
