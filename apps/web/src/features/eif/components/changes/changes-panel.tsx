/**
 * Review & submit › the changes since signing (issue 14, decision 022). Once the form is signed, every edit is kept as
 * a change for the carrier to review: the panel lists the net changes (what, before, after, status) with the summary's
 * edit state. The client's people send them for review; carrier staff pick changes to accept or decline (with a
 * reason) and can undo the implementation consultant's edits. The change history follows.
 */
import { Alert, Badge, Button, Checkbox, Group, Paper, Stack, Table, Text, Textarea, Title } from "@mantine/core";
import { DECLINE_REASON_MAX_LENGTH } from "@onboard/domain/eif-changes/change-review-schema";
import type { SummaryEditState } from "@onboard/domain/eif-changes/summary-edit-state";
import { isStaffRole } from "@onboard/domain/users/roles";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSignedInRole } from "../../../../lib/signed-in-user";
import { useReviewChanges, useSendChangesForReview, useUndoIcEdits } from "../../api/eif-change-actions";
import { useBenAdminPlatforms } from "../../api/get-ben-admin-platforms";
import { useEifChanges } from "../../api/get-eif-changes";
import { useEifForm } from "../../hooks/eif-form-context";
import { useEifMessage } from "../../hooks/use-eif-message";
import { ChangeLog } from "./change-log";
import { changeLabel, changeValue, type NetChangeView } from "./change-text";

const STATE_COLORS: Record<SummaryEditState, string> = {
  "no-edits": "gray",
  "ready-for-review": "orange",
  "changes-accepted": "green",
  "changes-declined-no-new-edits": "red",
};
const STATUS_COLORS = { pending: "orange", accepted: "green", declined: "red" } as const;

export function ChangesPanel() {
  const { t, i18n } = useTranslation("eif");
  const { clientId, draft, snapshot } = useEifForm();
  const role = useSignedInRole();
  const isStaff = role !== null && isStaffRole(role);
  const changes = useEifChanges(clientId, { enabled: Boolean(draft.eifSignedAt) });
  const platforms = useBenAdminPlatforms();
  const { errorMessage } = useEifMessage();
  const send = useSendChangesForReview(clientId);
  const review = useReviewChanges(clientId);
  const undo = useUndoIcEdits(clientId);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | null>(null);

  if (!draft.eifSignedAt || !changes.data) return null;
  const state = changes.data;
  const pending = state.changes.filter((change) => change.status === "pending");
  const context = {
    t,
    language: i18n.language,
    snapshot,
    units: snapshot.answers as Record<string, unknown>,
    platformName: (id: string) => platforms.data?.find((platform) => platform.id === id)?.name ?? id,
  };
  const keyOf = (change: NetChangeView) => change.changeIds.join(",");
  const toggle = (change: NetChangeView, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(keyOf(change));
      else next.delete(keyOf(change));
      return next;
    });
  const chosenIds = () => pending.filter((change) => selected.has(keyOf(change))).flatMap((change) => change.changeIds);
  const decide = (decision: "accept" | "decline") => {
    const ids = chosenIds();
    const decidedKeys = pending.filter((change) => selected.has(keyOf(change))).map(keyOf);
    if (decision === "decline" && reason.trim() === "") {
      setReasonError(t("changes.reasonRequired"));
      return;
    }
    setReasonError(null);
    review.mutate(
      decision === "accept" ? { accept: ids, decline: [] } : { accept: [], decline: ids, declineReason: reason.trim() },
      {
        // Only what was decided leaves the selection (and a decline's reason the box): a change chosen, or a reason
        // typed, while the answer was on its way stays.
        onSuccess: () => {
          setSelected((current) => {
            const next = new Set(current);
            for (const key of decidedKeys) next.delete(key);
            return next;
          });
          if (decision === "decline") setReason("");
        },
      },
    );
  };
  const failure = send.error ?? review.error ?? undo.error;
  const hasChosen = pending.some((change) => selected.has(keyOf(change)));

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="eif-changes-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} id="eif-changes-title">
            {t("changes.title")}
          </Title>
          <Badge color={STATE_COLORS[state.editState]} variant="light">
            {t(`changes.states.${state.editState}`)}
          </Badge>
        </Group>
        <Text size="sm">{t("changes.intro")}</Text>
        {state.reset && <Alert color="blue">{t("changes.reset")}</Alert>}
        {state.changesDeclinedReason && (
          <Alert color="red" title={t("changes.declinedTitle")}>
            {state.changesDeclinedReason}
          </Alert>
        )}
        {state.changes.length === 0 ? (
          <Text size="sm">{t("changes.none")}</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table>
              <Table.Caption>{t("changes.caption")}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  {isStaff && <Table.Th>{t("changes.columns.choose")}</Table.Th>}
                  <Table.Th>{t("changes.columns.what")}</Table.Th>
                  <Table.Th>{t("changes.columns.before")}</Table.Th>
                  <Table.Th>{t("changes.columns.after")}</Table.Th>
                  <Table.Th>{t("changes.columns.status")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {state.changes.map((change) => {
                  const label = changeLabel(t, change);
                  return (
                    <Table.Tr key={`${change.entity}:${change.entityId}:${change.attributeKey}`}>
                      {isStaff && (
                        <Table.Td>
                          {change.status === "pending" && (
                            <Checkbox
                              aria-label={t("changes.chooseNamed", { name: label })}
                              checked={selected.has(keyOf(change))}
                              onChange={(event) => toggle(change, event.currentTarget.checked)}
                            />
                          )}
                        </Table.Td>
                      )}
                      <Table.Td>{label}</Table.Td>
                      <Table.Td>{changeValue(context, change, change.from)}</Table.Td>
                      <Table.Td>{changeValue(context, change, change.to)}</Table.Td>
                      <Table.Td>
                        <Badge color={STATUS_COLORS[change.status]} variant="light">
                          {t(`changes.statuses.${change.status}`)}
                        </Badge>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {failure && <Alert color="red">{errorMessage(failure)}</Alert>}
        {!isStaff && pending.length > 0 && (
          <Group>
            <Button onClick={() => send.mutate(undefined)} loading={send.isPending}>
              {state.editState === "ready-for-review" ? t("changes.sendAgain") : t("changes.send")}
            </Button>
            {state.editState === "ready-for-review" && <Text size="sm">{t("changes.waiting")}</Text>}
          </Group>
        )}
        {isStaff && pending.length > 0 && (
          <Stack gap="xs">
            <Textarea
              label={t("changes.reason")}
              description={t("changes.reasonHelp")}
              value={reason}
              maxLength={DECLINE_REASON_MAX_LENGTH}
              error={reasonError}
              onChange={(event) => setReason(event.currentTarget.value)}
              rows={2}
            />
            <Group>
              <Button onClick={() => decide("accept")} disabled={!hasChosen} loading={review.isPending}>
                {t("changes.accept")}
              </Button>
              <Button
                color="red"
                variant="outline"
                onClick={() => decide("decline")}
                disabled={!hasChosen}
                loading={review.isPending}
              >
                {t("changes.decline")}
              </Button>
              <Button variant="subtle" onClick={() => undo.mutate(undefined)} loading={undo.isPending}>
                {t("changes.undoIcEdits")}
              </Button>
            </Group>
            {!hasChosen && (
              <Text size="sm" c="dimmed">
                {t("changes.chooseFirst")}
              </Text>
            )}
          </Stack>
        )}
        <ChangeLog clientId={clientId} />
      </Stack>
    </Paper>
  );
}
