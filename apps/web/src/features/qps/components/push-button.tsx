/**
 * "Push plan design to QPS": disabled while a problem blocks the push or while this client's push runs. A push adds
 * the client to the overlay as loading and says so here; a refusal (409) shows the server's reasons.
 */
import { Alert, Button, List, Stack } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-error";
import { usePushPlanDesign } from "../api/push-plan-design";

export function PushButton({
  clientId,
  clientName,
  isBlocked,
  isRunning,
}: {
  clientId: string;
  clientName: string;
  isBlocked: boolean;
  isRunning: boolean;
}) {
  const { t } = useTranslation("qps");
  const push = usePushPlanDesign(clientId);
  const [isStarted, setStarted] = useState(false);
  return (
    <Stack gap="xs" align="flex-start">
      <Button
        onClick={() => {
          setStarted(false);
          push.mutate(undefined, { onSuccess: () => setStarted(true) });
        }}
        disabled={isBlocked || isRunning}
        loading={push.isPending}
      >
        {t("screen.push")}
      </Button>
      <div role="status" aria-live="polite">
        {isStarted && (
          <Alert color="blue" withCloseButton closeButtonLabel={t("close")} onClose={() => setStarted(false)}>
            {t("screen.pushStarted", { clientName })}
          </Alert>
        )}
      </div>
      {push.isError && (
        <Alert color="red" title={push.error.message}>
          {isApiError(push.error) && push.error.errors.length > 0 && (
            <List size="sm">
              {push.error.errors.map((error) => (
                <List.Item key={`${error.path}-${error.message}`}>{error.message}</List.Item>
              ))}
            </List>
          )}
        </Alert>
      )}
    </Stack>
  );
}
