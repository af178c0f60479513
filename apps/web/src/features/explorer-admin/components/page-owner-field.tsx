/** The site's page owner: one carrier staff user, or none. */
import { useController, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAdminMessage } from "../hooks/use-admin-message";
import type { SiteFormValues } from "../site-form-values";
import { StaffUserPicker } from "./staff-user-picker";

export function PageOwnerField({ owner }: { owner: { id: string; name: string; email: string } | null }) {
  const { t } = useTranslation("explorerAdmin");
  const { translate } = useAdminMessage();
  const { control } = useFormContext<SiteFormValues>();
  const { field, fieldState } = useController({ control, name: "pageOwnerUserId" });
  return (
    <div style={{ marginTop: "var(--mantine-spacing-md)" }}>
      <StaffUserPicker
        label={t("fields.pageOwnerUserId")}
        value={typeof field.value === "string" && field.value !== "" ? field.value : null}
        onChange={(value) => field.onChange(value)}
        initialOption={owner ? { value: owner.id, label: `${owner.name} (${owner.email})` } : null}
        error={translate(fieldState.error?.message)}
      />
    </div>
  );
}
