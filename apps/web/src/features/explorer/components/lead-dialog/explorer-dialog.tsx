/**
 * The explorer's dialogs: a Mantine modal (full screen on phones) whose heading takes focus when it opens and again
 * whenever the dialog moves to another step, so a screen reader announces where the user now is.
 */
import { Modal, useMantineTheme } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { DIALOG_DEFAULT_WIDTH, MOBILE_BREAKPOINT } from "../../../../lib/ui-settings";

export interface ExplorerDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** Changes with each step; the heading is focused again when it does. */
  step: string;
  children: ReactNode;
}

export function ExplorerDialog({ opened, onClose, title, step, children }: ExplorerDialogProps) {
  const { t } = useTranslation("common");
  const theme = useMantineTheme();
  const isMobile = useMediaQuery(`(max-width: ${theme.breakpoints[MOBILE_BREAKPOINT]})`);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(step);

  useEffect(() => {
    // The first step's heading gets focus from the modal's focus trap (data-autofocus).
    if (step !== firstStep.current) headingRef.current?.focus();
  }, [step]);

  return (
    <Modal.Root opened={opened} onClose={onClose} size={DIALOG_DEFAULT_WIDTH} fullScreen={isMobile === true}>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header>
          <Modal.Title ref={headingRef} tabIndex={-1} data-autofocus fz="lg" fw={700}>
            {title}
          </Modal.Title>
          <Modal.CloseButton aria-label={t("close")} />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
