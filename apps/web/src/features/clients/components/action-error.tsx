/** The error of a failed client action, announced as an alert; nothing when there is none. */
import { Alert } from "@mantine/core";
import { useClientMessage } from "../hooks/use-client-message";

export function ActionError({ error }: { error: unknown }) {
  const { errorMessage } = useClientMessage();
  if (!error) return null;
  return (
    <Alert color="red" role="alert" mt="sm">
      {errorMessage(error)}
    </Alert>
  );
}
