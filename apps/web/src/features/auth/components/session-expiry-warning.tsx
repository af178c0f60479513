/**
 * For signed-in pages: polls the session status every minute and, 2 minutes before the session ends, asks
 * whether to stay signed in (which slides the idle expiry) or sign out (the /logout route signs out).
 */
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { buildPath } from "@onboard/domain/routes/build-path";
import { useEffect, useReducer, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { formatTime } from "../../../lib/format-date-time";
import { useLanguage } from "../../../lib/use-language";
import { useExtendSession } from "../api/extend-session";
import { useSessionStatus } from "../api/get-session-status";
import { sessionWarning } from "../session-expiry";

export function SessionExpiryWarning() {
  const { t } = useTranslation("auth");
  const language = useLanguage();
  const navigate = useNavigate();
  const { data: status } = useSessionStatus();
  const extend = useExtendSession();
  // Re-evaluates the warning when its time comes, even if the polled answer has not changed.
  const [, tick] = useReducer((count: number) => count + 1, 0);
  // An absolute expiry cannot be extended: once acknowledged, it is not shown again.
  const [acknowledged, setAcknowledged] = useState<string | null>(null);

  const warning = status ? sessionWarning(status, Date.now()) : null;
  const warnInMs = warning?.kind === "none" ? warning.warnInMs : null;
  useEffect(() => {
    if (warnInMs === null) return;
    const timer = window.setTimeout(tick, warnInMs);
    return () => window.clearTimeout(timer);
  }, [warnInMs]);

  const isAbsolute = warning?.kind === "absolute";
  const expiresAt = warning?.kind === "idle" || warning?.kind === "absolute" ? warning.expiresAt : null;
  const isOpen = expiresAt !== null && !(isAbsolute && acknowledged === status?.absoluteExpiresAt);
  const time = expiresAt ? formatTime(expiresAt, language) : "";

  const staySignedIn = () => {
    if (isAbsolute) setAcknowledged(status?.absoluteExpiresAt ?? null);
    else if (!extend.isPending) extend.mutate();
  };
  const signOut = () => navigate(buildPath("logout", undefined, undefined, { language }));

  return (
    <Modal
      opened={isOpen}
      // Escape counts as "I am still here".
      onClose={staySignedIn}
      title={t("sessionExpiry.title")}
      closeOnClickOutside={false}
      withCloseButton={false}
      centered
    >
      <Stack gap="md">
        <Text>{isAbsolute ? t("sessionExpiry.absoluteBody", { time }) : t("sessionExpiry.idleBody", { time })}</Text>
        {extend.isError && (
          <Text c="red" role="alert">
            {t("sessionExpiry.extendFailed")}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={signOut}>
            {t("sessionExpiry.signOut")}
          </Button>
          <Button onClick={staySignedIn} loading={extend.isPending} data-autofocus>
            {isAbsolute ? t("sessionExpiry.continue") : t("sessionExpiry.staySignedIn")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
