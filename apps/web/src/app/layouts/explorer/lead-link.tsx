/** The nav bar's lead-generation link for employers and brokers: opens the lead dialog, loaded only when asked for. */
import { Button } from "@mantine/core";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";

const LeadDialog = lazy(() =>
  import("../../../features/explorer/components/lead-dialog/lead-dialog").then((module) => ({
    default: module.LeadDialog,
  })),
);

export function LeadLink({ explorerPageId }: { explorerPageId: string | null }) {
  const { t } = useTranslation("explorer");
  const [isOpen, setIsOpen] = useState(false);
  // Mounted from the first opening on, so that closing keeps the dialog's exit transition.
  const [wasOpened, setWasOpened] = useState(false);
  return (
    <li>
      <Button
        variant="subtle"
        aria-haspopup="dialog"
        onClick={() => {
          setWasOpened(true);
          setIsOpen(true);
        }}
      >
        {t("nav.lead")}
      </Button>
      {wasOpened && (
        <Suspense fallback={null}>
          <LeadDialog opened={isOpen} onClose={() => setIsOpen(false)} explorerPageId={explorerPageId} />
        </Suspense>
      )}
    </li>
  );
}
