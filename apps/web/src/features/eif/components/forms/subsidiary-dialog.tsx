/** Add or edit a subsidiary: the location it is at and its own tax ID, if any. */
import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Group, Select, Stack, TextInput } from "@mantine/core";
import type { EifLocation } from "@onboard/domain/eif/eif-draft-schemas";
import { type Subsidiary, type SubsidiaryBody, subsidiaryBodySchema } from "@onboard/domain/eif/eif-resource-schemas";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { AppModal } from "../../../../components/app-modal/app-modal";
import { useSaveSubsidiary } from "../../api/save-subsidiary";
import { useEifMessage } from "../../hooks/use-eif-message";
import { FormError } from "./form-error";
import { setServerFieldErrors } from "./server-field-errors";

type SubsidiaryInput = z.input<typeof subsidiaryBodySchema>;

export interface SubsidiaryDialogProps {
  clientId: string;
  subsidiary: Subsidiary | null;
  locations: readonly EifLocation[];
  onClose: () => void;
}

export function SubsidiaryDialog({ clientId, subsidiary, locations, onClose }: SubsidiaryDialogProps) {
  const { t } = useTranslation("eif");
  const { translate } = useEifMessage();
  const save = useSaveSubsidiary(clientId);
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<SubsidiaryInput, unknown, SubsidiaryBody>({
    resolver: zodResolver(subsidiaryBodySchema),
    defaultValues: { locationId: subsidiary?.locationId ?? "", taxId: subsidiary?.taxId ?? "" },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await save.mutateAsync({ body, id: subsidiary?.id });
      onClose();
    } catch (error) {
      if (!setServerFieldErrors(error, ["locationId", "taxId"], form.setError)) setFailure(error);
    }
  });
  return (
    <AppModal opened onClose={onClose} title={subsidiary ? t("subsidiaries.editTitle") : t("subsidiaries.addTitle")}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Controller
            control={form.control}
            name="locationId"
            render={({ field }) => (
              <Select
                label={t("subsidiaries.location")}
                required
                data={locations.map((location) => ({ value: location.id, label: location.name }))}
                placeholder={t("form.choose")}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? "")}
                onBlur={field.onBlur}
                ref={field.ref}
                error={errors.locationId ? t("form.chooseOne") : undefined}
              />
            )}
          />
          <TextInput
            label={t("subsidiaries.taxId")}
            placeholder="##-#######"
            {...form.register("taxId")}
            error={translate(errors.taxId?.message)}
          />
          <FormError error={failure} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("form.cancel")}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t("form.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
