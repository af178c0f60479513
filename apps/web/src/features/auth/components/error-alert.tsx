/** The error announced at the top of an auth form or step; renders nothing without a message. */
import { Alert } from "@mantine/core";
import type { ReactNode } from "react";

export function ErrorAlert({ message }: { message: ReactNode | null | undefined }) {
  if (message === null || message === undefined || message === false || message === "") return null;
  return (
    <Alert color="red" role="alert">
      {message}
    </Alert>
  );
}
