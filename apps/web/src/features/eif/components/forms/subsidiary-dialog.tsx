/** Add or edit a subsidiary: the location it is at and its own tax ID, if any. */
import { zodResolver } from "@hookform/resolvers/zod";
import { Select, Stack, TextInput } from "@mantine/core";
import type { EifLocation } from "@onboard/domain/eif/eif-draft-schemas";
import { type Subsidiary, type SubsidiaryBody, subsidiaryBodySchema } from "@onboard/domain/eif/eif-resource-schemas";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { AppModal } from "../../../../components/app-modal/app-modal";
import { useSaveSubsidiary } from "../../api/save-subsidiary";
import { useEifMessage } from "../../hooks/use-eif-message";
import { DialogFooter } from "./dialog-footer";
import { useDialogSave } from "./use-dialog-save";

type SubsidiaryInput = z.input<typeof subsidiaryBodySchema>;
const FIELDS = ["locationId", "taxId"] as const;

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
  const form = useForm<SubsidiaryInput, unknown, SubsidiaryBody>({
    resolver: zodResolver(subsidiaryBodySchema),
    defaultValues: { locationId: subsidiary?.locationId ?? "", taxId: subsidiary?.taxId ?? "" },
  });
  const { errors, isSubmitting } = form.formState;
  const { failure, run } = useDialogSave(FIELDS, form.setError, onClose);
  const submit = form.handleSubmit((body) => run(() => save.mutateAsync({ body, id: subsidiary?.id })));
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
          <DialogFooter error={failure} isSaving={isSubmitting} onCancel={onClose} />
        </Stack>
      </form>
    </AppModal>
  );
}
