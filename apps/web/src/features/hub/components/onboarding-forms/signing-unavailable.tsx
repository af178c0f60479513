/**
 * Why the signing view did not open: another session holds the form's signing lock ("being signed by …", with when
 * the lock ends and "Try again"), or the server's reason (not your turn, not your recipient, a closed form).
 */
import { Alert, Button, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../../lib/api-error";
import { useFormLockStatus } from "../../api/onboarding-forms/get-lock-status";
import { useDomainMessage } from "./domain-message";
import { useFormatInstant } from "./use-format-instant";

export interface SigningUnavailableProps {
  clientId: string;
  formId: string;
  error: Error;
  onRetry: () => void;
}

export function SigningUnavailable({ clientId, formId, error, onRetry }: SigningUnavailableProps) {
  const { t } = useTranslation("onboardingForms");
  const message = useDomainMessage();
  const format = useFormatInstant();
  const isConflict = isApiError(error) && error.status === 409;
  const lock = useFormLockStatus(clientId, formId, { enabled: isConflict });
  const heldByOther = lock.data?.locked && !lock.data.mine;
  if (heldByOther) {
    return (
      <Alert color="orange" role="alert" title={t("lock.title")}>
        <Stack gap="xs">
          <Text>{t("lock.body", { name: lock.data?.lockedByName ?? t("lock.someoneElse") })}</Text>
          {lock.data?.lockedUntil && <Text>{t("lock.until", { time: format(lock.data.lockedUntil, true) })}</Text>}
          <Button variant="default" onClick={onRetry} w="fit-content">
            {t("lock.retry")}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert color="red" role="alert" title={t("sign.unavailable")}>
      {message(error.message)}
    </Alert>
  );
}
