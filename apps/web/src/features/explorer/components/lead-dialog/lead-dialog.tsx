/**
 * The lead dialog (spec §2, §4 "Lead dialog: form then confirmation"): employers and brokers leave their details;
 * employees are told to contact their employer's HR team to enroll. Each opening starts again at the form.
 */
import { Button, Group, Stack, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ExplorerDialog } from "./explorer-dialog";
import { LeadForm } from "./lead-form";

export interface LeadDialogProps {
  opened: boolean;
  onClose: () => void;
  explorerPageId: string | null;
}

type Step = "form" | "sent";

export function LeadDialog({ opened, onClose, explorerPageId }: LeadDialogProps) {
  const { t } = useTranslation("explorerForms");
  const [step, setStep] = useState<Step>("form");
  useEffect(() => {
    if (!opened) setStep("form");
  }, [opened]);
  const close = () => onClose();

  return (
    <ExplorerDialog
      opened={opened}
      onClose={close}
      step={step}
      title={step === "form" ? t("lead.title") : t("lead.sentTitle")}
    >
      {step === "form" ? (
        <Stack gap="md">
          <Text>{t("lead.intro")}</Text>
          <EmployeeNote />
          <LeadForm explorerPageId={explorerPageId} onSent={() => setStep("sent")} onCancel={close} />
        </Stack>
      ) : (
        <Stack gap="md">
          <Text>{t("lead.sentText")}</Text>
          <EmployeeNote />
          <Group justify="flex-end">
            <Button onClick={close}>{t("actions.close")}</Button>
          </Group>
        </Stack>
      )}
    </ExplorerDialog>
  );
}

function EmployeeNote() {
  const { t } = useTranslation("explorerForms");
  return (
    <Text size="sm" c="dimmed">
      {t("lead.employeeNote")}
    </Text>
  );
}
