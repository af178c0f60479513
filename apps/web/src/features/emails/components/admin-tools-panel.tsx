/**
 * Admin tools (SLF_OWNER only): the owner-only triggers of spec §6, each a button that runs it now and reports what
 * it did, and the phase-change status flag as a switch. Purging QA data asks for confirmation first.
 */
import { Alert, Button, Card, Group, SimpleGrid, Stack, Switch, Text, Title } from "@mantine/core";
import {
  OWNER_TRIGGER_PATHS,
  type OwnerTriggerName,
  type TriggerSummary,
} from "@onboard/domain/emails/owner-trigger-schemas";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AppModal } from "../../../components/app-modal/app-modal";
import { announceEmailSent } from "../../../lib/email-sent-notice";
import { usePhaseChangeFlag } from "../api/get-phase-change-flag";
import { useRunOwnerTrigger } from "../api/run-owner-trigger";
import { useUpdatePhaseChangeFlag } from "../api/update-phase-change-flag";

const TRIGGERS = Object.keys(OWNER_TRIGGER_PATHS) as OwnerTriggerName[];

/** Which message reports a run: e-mails queued, or records processed. */
function resultKey(summary: TriggerSummary): "adminTools.resultEmails" | "adminTools.resultRecords" {
  return summary.emailIds ? "adminTools.resultEmails" : "adminTools.resultRecords";
}

export function AdminToolsPanel() {
  const { t } = useTranslation("emails");
  const run = useRunOwnerTrigger();
  const flag = usePhaseChangeFlag(true);
  const updateFlag = useUpdatePhaseChangeFlag();
  const [result, setResult] = useState<{ trigger: OwnerTriggerName; text: string } | null>(null);
  const [isConfirmingPurge, setConfirmingPurge] = useState(false);

  const start = (trigger: OwnerTriggerName) => {
    setResult(null);
    run.mutate(trigger, {
      onSuccess: (summary) => {
        const done = t(resultKey(summary), { count: summary.count });
        setResult({ trigger, text: summary.hasMore ? `${done} ${t("adminTools.hasMore")}` : done });
        const [emailId] = summary.emailIds ?? [];
        if (emailId) announceEmailSent(emailId, null);
      },
    });
  };

  return (
    <Card withBorder component="section" aria-labelledby="admin-tools-title">
      <Stack>
        <Title order={2} id="admin-tools-title">
          {t("adminTools.title")}
        </Title>
        <Text size="sm">{t("adminTools.intro")}</Text>
        <Switch
          label={t("adminTools.phaseChangeFlag")}
          checked={flag.data?.enabled ?? false}
          disabled={!flag.data || updateFlag.isPending}
          onChange={(event) => updateFlag.mutate({ enabled: event.currentTarget.checked })}
        />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {TRIGGERS.map((trigger) => (
            <Button
              key={trigger}
              variant="default"
              loading={run.isPending && run.variables === trigger}
              disabled={run.isPending}
              onClick={() => (trigger === "purgeQaData" ? setConfirmingPurge(true) : start(trigger))}
            >
              {t(`adminTools.triggers.${trigger}`)}
            </Button>
          ))}
        </SimpleGrid>
        <div aria-live="polite">
          {result && (
            <Alert color="green">
              {t(`adminTools.triggers.${result.trigger}`)}: {result.text}
            </Alert>
          )}
        </div>
        {(run.isError || updateFlag.isError) && (
          <Alert color="red" role="alert">
            {(run.error ?? updateFlag.error)?.message}
          </Alert>
        )}
      </Stack>
      <AppModal
        opened={isConfirmingPurge}
        onClose={() => setConfirmingPurge(false)}
        title={t("adminTools.confirmPurge.title")}
      >
        <Text>{t("adminTools.confirmPurge.body")}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirmingPurge(false)}>
            {t("adminTools.confirmPurge.cancel")}
          </Button>
          <Button
            color="red"
            onClick={() => {
              setConfirmingPurge(false);
              start("purgeQaData");
            }}
          >
            {t("adminTools.confirmPurge.confirm")}
          </Button>
        </Group>
      </AppModal>
    </Card>
  );
}
