/**
 * The autosave's state in words: a polite live region ("Saving…", "Saved", no connection, failed) with a Try again
 * button after a failure, and the conflict alert with its Reload action when someone else saved first.
 */
import { Alert, Button, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { DraftAutosaveHandle } from "../hooks/use-draft-autosave";
import { useEifMessage } from "../hooks/use-eif-message";

export function SaveStatus({ autosave }: { autosave: DraftAutosaveHandle }) {
  const { t } = useTranslation("eif");
  const { translate } = useEifMessage();
  const { status, failure } = autosave.state;
  const text = (() => {
    switch (status) {
      case "pending":
      case "saving":
        return t("save.saving");
      case "saved":
        return t("save.saved");
      case "retrying":
        return t("save.retrying");
      case "failed":
        return t("save.failed", { message: translate(failure) ?? t("errors.general") });
      default:
        return "";
    }
  })();
  return (
    <Group gap="sm" mih={28} wrap="wrap">
      <Text size="sm" role="status" aria-live="polite" c={status === "failed" ? "red.8" : "dimmed"}>
        {text}
      </Text>
      {(status === "failed" || status === "retrying") && (
        <Button size="compact-sm" variant="default" onClick={() => autosave.retryNow()}>
          {t("save.tryAgain")}
        </Button>
      )}
    </Group>
  );
}

export function ConflictAlert({ autosave }: { autosave: DraftAutosaveHandle }) {
  const { t } = useTranslation("eif");
  if (autosave.state.status !== "conflict") return null;
  return (
    <Alert color="orange" role="alert" title={t("conflict.title")}>
      <Text size="sm">{t("conflict.body")}</Text>
      <Button mt="sm" size="sm" onClick={() => void autosave.reload()}>
        {t("conflict.reload")}
      </Button>
    </Alert>
  );
}
