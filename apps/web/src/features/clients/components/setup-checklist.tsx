/**
 * The client setup as a checklist (spec §4): each step in order, done by whom and when, or the way to do it. Steps
 * with data open a dialog; the welcome e-mail is sent at once; confirm setup waits until the rules allow it.
 */
import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import type { ClientSetup, SetupStepId } from "@onboard/domain/clients/setup-steps";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime, localeOf } from "../../../lib/format-date-time";
import { useLanguage } from "../../../lib/use-language";
import { useCompleteSetupStep } from "../api/complete-setup-step";
import { useClientSetup } from "../api/get-client-setup";
import { useClientMessage } from "../hooks/use-client-message";
import { ActionError } from "./action-error";
import { SetupStepModal } from "./setup-step-modal";
import { setupStepSummary } from "./setup-step-summary";

const IMMEDIATE: readonly SetupStepId[] = ["welcome-email", "confirm-setup"];

function StepRow({
  clientId,
  state,
  canConfirm,
  onOpen,
}: {
  clientId: string;
  state: ClientSetup["steps"][number];
  canConfirm: boolean;
  onOpen: (step: SetupStepId) => void;
}) {
  const { t } = useTranslation("clients");
  const language = useLanguage();
  const complete = useCompleteSetupStep(clientId);
  const isDone = state.completedAt !== null;
  const summary = setupStepSummary(state.step, state.details);
  const isImmediate = IMMEDIATE.includes(state.step);
  const isBlocked = state.step === "confirm-setup" && !canConfirm;
  const label = t(`setup.steps.${state.step}`);
  return (
    <Paper withBorder p="sm">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Group gap="xs">
            <Title order={3} size="h5">
              {label}
            </Title>
            <Badge color={isDone ? "green" : "gray"} variant="light">
              {isDone ? t("setup.done") : t("setup.toDo")}
            </Badge>
          </Group>
          {isDone && state.completedAt && (
            <Text size="sm" c="dimmed">
              {state.completedBy
                ? t("setup.doneBy", {
                    name: state.completedBy.name,
                    date: formatDateTime(state.completedAt, localeOf(language)),
                  })
                : t("setup.doneOn", { date: formatDateTime(state.completedAt, localeOf(language)) })}
            </Text>
          )}
          {summary && <Text size="sm">{summary}</Text>}
          {isBlocked && (
            <Text size="sm" c="dimmed">
              {t("setup.confirmHint")}
            </Text>
          )}
          <ActionError error={complete.error} />
        </Stack>
        {isImmediate ? (
          <Button
            variant={isDone ? "default" : "filled"}
            disabled={isBlocked}
            loading={complete.isPending}
            onClick={() => complete.mutate({ step: state.step, body: {}, language })}
          >
            {t(`setup.actions.${state.step}`)}
          </Button>
        ) : (
          <Button
            variant={isDone ? "default" : "filled"}
            onClick={() => onOpen(state.step)}
            aria-label={isDone ? t("setup.redoStep", { step: label }) : t("setup.doStep", { step: label })}
          >
            {isDone ? t("setup.redo") : t("setup.complete")}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

export function SetupChecklist({ clientId }: { clientId: string }) {
  const { t } = useTranslation("clients");
  const { errorMessage } = useClientMessage();
  const setup = useClientSetup(clientId);
  const [openStep, setOpenStep] = useState<SetupStepId | null>(null);
  if (setup.isPending) return <Loader aria-label={t("loading")} />;
  if (setup.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(setup.error)}
      </Alert>
    );
  }
  return (
    <Stack gap="xs">
      {setup.data.completedSetup && (
        <Alert color="green" title={t("setup.completedTitle")}>
          {t("setup.completedText")}
        </Alert>
      )}
      <Stack gap="xs" component="ol" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {setup.data.steps.map((state) => (
          <li key={state.step}>
            <StepRow clientId={clientId} state={state} canConfirm={setup.data.canConfirm} onOpen={setOpenStep} />
          </li>
        ))}
      </Stack>
      {openStep && <SetupStepModal clientId={clientId} step={openStep} onClose={() => setOpenStep(null)} />}
    </Stack>
  );
}
