/**
 * A kiosk site's controls (decision 029), loaded only when the page is in kiosk mode: the navigation's "Start over"
 * button, and the same reset after KIOSK_INACTIVITY_MS without input. The reset itself (use-start-over.ts) and the
 * focus move come from the navigation, so that this chunk shares nothing else with the first load.
 */
import { Button, VisuallyHidden } from "@mantine/core";
import { KIOSK_INACTIVITY_MS } from "@onboard/domain/explorer/public-site-features";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useInactivity } from "./use-inactivity";

export interface KioskControlsProps {
  /** Forgets the visitor and opens the site's page at its top. */
  startOver: () => void;
  /** Moves the keyboard focus to the top of the page's content. */
  focusContent: () => void;
}

export function KioskControls({ startOver, focusContent }: KioskControlsProps) {
  const { t } = useTranslation("explorer");
  const [announcement, setAnnouncement] = useState("");
  useInactivity(KIOSK_INACTIVITY_MS, startOver);
  return (
    <li>
      <Button
        variant="light"
        onClick={() => {
          startOver();
          setAnnouncement(t("kiosk.startedOver"));
          // Keyboard users start again from the top of the content, as the next visitor will.
          focusContent();
        }}
      >
        {t("kiosk.startOver")}
      </Button>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </li>
  );
}
