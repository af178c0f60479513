/**
 * "Download PDF": downloads the summary through `download` (the inside signer's session call, or an outside signer's
 * token call), says that it is preparing it, and shows the error of a download that failed.
 */
import { Alert, Button, Stack } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useEifMessage } from "../../hooks/use-eif-message";

export function DownloadSummaryButton({ download }: { download: () => Promise<unknown> }) {
  const { t } = useTranslation("eif");
  const { errorMessage } = useEifMessage();
  const mutation = useMutation({ mutationFn: download });
  return (
    <Stack gap="xs" align="flex-start">
      <Button onClick={() => mutation.mutate()} loading={mutation.isPending}>
        {t("summary.download")}
      </Button>
      {mutation.isError && (
        <Alert color="red" role="alert">
          {errorMessage(mutation.error)}
        </Alert>
      )}
    </Stack>
  );
}
