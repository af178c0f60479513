/** The frame every error page shares: its one h1, its body and the support links. */
import { Container, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";
import type { SupportContact } from "../../lib/configuration/support-contact";
import { SupportLinks } from "./support-links";

export interface ErrorPageFrameProps {
  title: string;
  support: SupportContact;
  children?: ReactNode;
}

export function ErrorPageFrame({ title, support, children }: ErrorPageFrameProps) {
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        {children}
        <SupportLinks support={support} />
      </Stack>
    </Container>
  );
}
