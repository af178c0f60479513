/**
 * The "Push to QPS" overlay (spec §2, §4): a panel fixed at the bottom right, above the support toggle, listing each
 * client pushed from this browser with its case id, progress, status, a link to the client's push task and a remove
 * control. It keeps its entries current (usePushTracking) and announces each change in a polite live region. It is
 * not modal: the page behind stays usable, and the list can be collapsed so that it hides nothing.
 */
import {
  ActionIcon,
  Anchor,
  Box,
  Button,
  CloseButton,
  Group,
  Paper,
  Progress,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useElementSize } from "@mantine/hooks";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalizedPath } from "../../../lib/use-language";
import {
  dismissPushNotice,
  type PushNotice,
  type PushOverlayEntry,
  removePushFromOverlay,
  usePushOverlay,
} from "../hooks/push-overlay-store";
import { usePushTracking } from "../hooks/use-push-tracking";
import { PushStatusText, pushStatusKey } from "./push-status-text";

/** Mounted once by the staff layouts; renders nothing while no client is listed. */
export function PushOverlay() {
  const { entries, notices } = usePushOverlay();
  usePushTracking(entries);
  if (entries.length === 0) return null;
  return <PushOverlayPanel entries={entries} notices={notices} />;
}

function PushOverlayPanel({
  entries,
  notices,
}: {
  entries: readonly PushOverlayEntry[];
  notices: readonly PushNotice[];
}) {
  const { t } = useTranslation("qps");
  const titleId = useId();
  const listId = useId();
  const [isCollapsed, setCollapsed] = useState(false);
  const { ref, height } = useElementSize();
  return (
    <>
      {/* Room at the end of the page, so that whatever the panel covers can be scrolled clear of it. */}
      <Box aria-hidden h={height + 32} />
      <Paper
        ref={ref}
        component="section"
        role="region"
        aria-label={t("overlay.title")}
        shadow="md"
        withBorder
        p="sm"
        style={{
          position: "fixed",
          right: "1rem",
          bottom: "4.5rem",
          zIndex: 190,
          width: "min(22rem, calc(100vw - 2rem))",
          maxHeight: "min(28rem, 60vh)",
          overflowY: "auto",
        }}
      >
        <Group justify="space-between" wrap="nowrap" mb={isCollapsed ? 0 : "xs"}>
          <Title order={2} size="h5" id={titleId}>
            {t("overlay.title")}
          </Title>
          <Button
            size="compact-xs"
            variant="subtle"
            aria-expanded={!isCollapsed}
            aria-controls={listId}
            onClick={() => setCollapsed((value) => !value)}
          >
            {isCollapsed ? t("overlay.expand") : t("overlay.collapse")}
          </Button>
        </Group>
        <div role="status" aria-live="polite">
          {notices.map((notice) => (
            <NoticeLine key={notice.sequence} notice={notice} />
          ))}
        </div>
        <Stack component="ul" id={listId} hidden={isCollapsed} gap="sm" m={0} p={0} style={{ listStyle: "none" }}>
          {entries.map((entry) => (
            <OverlayEntry key={entry.clientId} entry={entry} />
          ))}
        </Stack>
      </Paper>
    </>
  );
}

function NoticeLine({ notice }: { notice: PushNotice }) {
  const { t } = useTranslation("qps");
  return (
    <Group gap={4} wrap="nowrap" justify="space-between" mb={4}>
      <Text size="xs">
        {t("overlay.notice", { clientName: notice.clientName, status: t(pushStatusKey(notice.status)) })}
      </Text>
      <CloseButton
        size="sm"
        aria-label={t("overlay.dismissNotice")}
        onClick={() => dismissPushNotice(notice.sequence)}
      />
    </Group>
  );
}

function OverlayEntry({ entry }: { entry: PushOverlayEntry }) {
  const { t } = useTranslation("qps");
  const localizedPath = useLocalizedPath();
  return (
    <li>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text size="sm" fw={600}>
              {entry.clientName}
            </Text>
            <Text size="xs" c="dimmed">
              {t("overlay.caseId", { caseId: entry.caseId })}
            </Text>
          </div>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t("overlay.remove", { clientName: entry.clientName })}
            onClick={() => removePushFromOverlay(entry.clientId)}
          >
            <span aria-hidden>×</span>
          </ActionIcon>
        </Group>
        {/* The track carries the role, so the bar is announced from 0 %, before its fill has any width. */}
        <Progress.Root
          size="md"
          role="progressbar"
          aria-label={t("overlay.progress", { clientName: entry.clientName })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={entry.progress}
          aria-valuetext={`${entry.progress}%`}
        >
          <Progress.Section value={entry.progress} withAria={false} animated={entry.status === "IN_PROGRESS"} />
        </Progress.Root>
        <Group justify="space-between" wrap="nowrap">
          <PushStatusText status={entry.status} />
          <Anchor component={Link} to={localizedPath("eifPushToQPS", { clientId: entry.clientId })} size="sm">
            {t("overlay.openTask")}
          </Anchor>
        </Group>
      </Stack>
    </li>
  );
}
