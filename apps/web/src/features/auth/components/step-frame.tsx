/** Every sign-in step: one h1 (focused when the step changes), who is signing in, the step, and the way back. */
import { Button, Stack, Text, Title } from "@mantine/core";
import { type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";

export interface StepFrameProps {
  title: string;
  /** True once the flow has moved on from its first step. */
  focusHeading: boolean;
  /** Shown under the heading, e.g. the user being signed in. */
  signingInAs?: string | null;
  /** "Back to sign in": cancels the transaction. */
  onBack?: () => void;
  children: ReactNode;
}

export function StepFrame({ title, focusHeading, signingInAs, onBack, children }: StepFrameProps) {
  const { t } = useTranslation("auth");
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);
  return (
    <Stack gap="md">
      <Title order={1} ref={headingRef} tabIndex={-1}>
        {title}
      </Title>
      {signingInAs && (
        <Text size="sm" c="dimmed">
          {t("signingInAs", { user: signingInAs })}
        </Text>
      )}
      {children}
      {onBack && (
        <Button variant="subtle" onClick={onBack} style={{ alignSelf: "flex-start" }}>
          {t("backToSignIn")}
        </Button>
      )}
    </Stack>
  );
}
