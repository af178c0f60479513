/** A ben admin's or broker's "Add recipient" on an open form lacking a signer for a role (staff have it in their menu). */
import { Button } from "@mantine/core";
import { isUnfinishedForm, missingRoles } from "@onboard/domain/onboarding-forms/form-changes-allowed";
import type { OnboardingForm } from "@onboard/domain/onboarding-forms/onboarding-form-schemas";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AddRecipientDialog } from "./add-recipient-dialog";

export function AddRecipientButton({ clientId, form }: { clientId: string; form: OnboardingForm }) {
  const { t } = useTranslation("onboardingForms");
  const [isAdding, setAdding] = useState(false);
  if (!isUnfinishedForm(form) || missingRoles(form).length === 0) return null;
  return (
    <>
      <Button
        variant="default"
        onClick={() => setAdding(true)}
        aria-label={t("add.openNamed", { name: form.name })}
        w="fit-content"
      >
        {t("staff.add")}
      </Button>
      {isAdding && <AddRecipientDialog clientId={clientId} form={form} onClose={() => setAdding(false)} />}
    </>
  );
}
