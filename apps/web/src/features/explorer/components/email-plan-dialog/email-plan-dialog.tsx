/**
 * "E-mail me my plan" (spec §3 Email-me-plan request, §5): the employee's address, the captcha, and the plans that go
 * into the e-mail, sent in the page's active language. Each opening starts again at the form.
 */
import { Button, Group, Stack, Text } from "@mantine/core";
import type { ExplorerPageResponse } from "@onboard/domain/explorer/explorer-page-schemas";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ExplorerDialog } from "../lead-dialog/explorer-dialog";
import { EmailPlanForm } from "./email-plan-form";

export interface EmailPlanDialogProps {
  opened: boolean;
  onClose: () => void;
  page: ExplorerPageResponse;
  planIds: string[];
}

export function EmailPlanDialog({ opened, onClose, page, planIds }: EmailPlanDialogProps) {
  const { t } = useTranslation("explorerForms");
  const [sentTo, setSentTo] = useState<string | null>(null);
  useEffect(() => {
    if (!opened) setSentTo(null);
  }, [opened]);

  return (
    <ExplorerDialog
      opened={opened}
      onClose={onClose}
      step={sentTo === null ? "form" : "sent"}
      title={sentTo === null ? t("emailPlan.title") : t("emailPlan.sentTitle")}
    >
      {sentTo === null ? (
        <EmailPlanForm page={page} planIds={planIds} onSent={setSentTo} onCancel={onClose} />
      ) : (
        <Stack gap="md">
          <Text>{t("emailPlan.sentText", { email: sentTo })}</Text>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t("actions.close")}</Button>
          </Group>
        </Stack>
      )}
    </ExplorerDialog>
  );
}
