/**
 * Staff's menu on an open form: refresh status, send a reminder now, reminders and expiry, add a recipient, reassign,
 * void. A closed form only refreshes. Each dialog mounts while open, so it starts from the form as it is.
 */
import { Alert, Button, Menu, Stack } from "@mantine/core";
import {
  isPendingRecipient,
  isUnfinishedForm,
  missingRoles,
} from "@onboard/domain/onboarding-forms/form-changes-allowed";
import type { OnboardingForm } from "@onboard/domain/onboarding-forms/onboarding-form-schemas";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSendFormReminders, useSyncEnvelope } from "../../api/onboarding-forms/form-staff-actions";
import { AddRecipientDialog } from "./add-recipient-dialog";
import { FormNotificationDialog } from "./form-notification-dialog";
import { ReassignRecipientDialog } from "./reassign-recipient-dialog";
import { VoidFormDialog } from "./void-form-dialog";

type Dialog = "add" | "reassign" | "notification" | "void";

export function FormStaffMenu({ clientId, form }: { clientId: string; form: OnboardingForm }) {
  const { t } = useTranslation("onboardingForms");
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const sync = useSyncEnvelope(clientId, form.id);
  const remind = useSendFormReminders(clientId, form.id);
  const isOpen = isUnfinishedForm(form);
  const canAdd = isOpen && missingRoles(form).length > 0;
  const canReassign = isOpen && form.recipients.some(isPendingRecipient);
  const close = () => setDialog(null);
  const failure = sync.error ?? remind.error;
  return (
    <Stack gap="xs" align="flex-end">
      <Menu position="bottom-end" withinPortal={false}>
        <Menu.Target>
          <Button variant="default" aria-label={t("staff.menuNamed", { name: form.name })}>
            {t("staff.menu")}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => sync.mutate(undefined)} disabled={sync.isPending}>
            {t("staff.refresh")}
          </Menu.Item>
          {isOpen && (
            <Menu.Item onClick={() => remind.mutate(undefined)} disabled={remind.isPending}>
              {t("staff.remind")}
            </Menu.Item>
          )}
          {isOpen && <Menu.Item onClick={() => setDialog("notification")}>{t("staff.notification")}</Menu.Item>}
          {canAdd && <Menu.Item onClick={() => setDialog("add")}>{t("staff.add")}</Menu.Item>}
          {canReassign && <Menu.Item onClick={() => setDialog("reassign")}>{t("staff.reassign")}</Menu.Item>}
          {isOpen && (
            <Menu.Item color="red.9" onClick={() => setDialog("void")}>
              {t("staff.void")}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      {remind.isSuccess && <Alert role="status">{t("staff.reminderSent")}</Alert>}
      {failure && (
        <Alert color="red" role="alert">
          {failure.message}
        </Alert>
      )}
      {dialog === "add" && <AddRecipientDialog clientId={clientId} form={form} onClose={close} />}
      {dialog === "reassign" && <ReassignRecipientDialog clientId={clientId} form={form} onClose={close} />}
      {dialog === "notification" && <FormNotificationDialog clientId={clientId} form={form} onClose={close} />}
      {dialog === "void" && <VoidFormDialog clientId={clientId} form={form} onClose={close} />}
    </Stack>
  );
}
