/** A titled card section of the push screen, named by its heading. */
import { Card, Group, Title } from "@mantine/core";
import { type ReactNode, useId } from "react";

export function QpsSection({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card withBorder component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} size="h3" id={titleId}>
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Card>
  );
}
