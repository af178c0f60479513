/** Mantine's Modal with a named close button ("Close", translated): Mantine's × has no accessible name of its own. */
import { Modal, type ModalProps } from "@mantine/core";
import { useTranslation } from "react-i18next";

export function AppModal({ closeButtonProps, ...props }: ModalProps) {
  const { t } = useTranslation("common");
  return <Modal {...props} closeButtonProps={{ "aria-label": t("close"), ...closeButtonProps }} />;
}
