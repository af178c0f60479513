/** The error of a failed user action, announced as an alert; nothing when there is none. */
import { Alert } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-client";

export function UserActionError({ error }: { error: unknown }) {
  const { t } = useTranslation("users");
  if (!error) return null;
  // 4xx messages are the server's own words (spec §8); anything else gets the generic wording.
  const message = isApiError(error) ? error.message : t("errors.generic");
  return (
    <Alert color="red" role="alert" mt="md">
      {message}
    </Alert>
  );
}
