/** The narrow card every logged-out account screen (sign in, forgot, reset, activate, reactivate) sits in. */
import { Container, Paper } from "@mantine/core";
import type { ReactNode } from "react";

export function AuthCard({ children }: { children: ReactNode }) {
  return (
    <Container size={480} py="xl">
      <Paper withBorder radius="md" p="lg">
        {children}
      </Paper>
    </Container>
  );
}
