/** A push's status as the overlay and the history word it: "Pushing…" with a loader, or the result label (§8). */
import { Group, Loader, Text } from "@mantine/core";
import type { ApiJobStatus } from "@onboard/domain/explorer/benefit-types";
import { type PushDisplayStatus, pushDisplayStatus } from "@onboard/domain/qps/push-status";
import { useTranslation } from "react-i18next";

const COLOR: Record<PushDisplayStatus, string> = {
  loading: "blue.8",
  success: "green.9",
  warning: "orange.9",
  error: "red.8",
};

/** The translation key of each display status (en: the spec's PUSH_RESULT_LABELS, and "Pushing…"). */
export function pushStatusKey(status: PushDisplayStatus): `status.${PushDisplayStatus}` {
  return `status.${status}`;
}

export function PushStatusText({ status }: { status: ApiJobStatus }) {
  const { t } = useTranslation("qps");
  const display = pushDisplayStatus(status);
  return (
    <Group gap={6} wrap="nowrap">
      {display === "loading" && <Loader size="xs" aria-hidden />}
      <Text size="sm" fw={500} c={COLOR[display]}>
        {t(pushStatusKey(display))}
      </Text>
    </Group>
  );
}
