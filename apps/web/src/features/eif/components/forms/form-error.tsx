/** A dialog's failure: the server's words for a 4xx (translated when the domain knows them), else the general words. */
import { Alert } from "@mantine/core";
import { useEifMessage } from "../../hooks/use-eif-message";

export function FormError({ error }: { error: unknown }) {
  const { errorMessage } = useEifMessage();
  if (!error) return null;
  return (
    <Alert color="red" role="alert">
      {errorMessage(error)}
    </Alert>
  );
}
