/** The language dialog's modal, loaded on first open so that the explorer's first load does not carry Modal. */
import { Button, Modal, Stack } from "@mantine/core";
import { LANGUAGES, type Language } from "@onboard/domain/common/environments";
import { useTranslation } from "react-i18next";

export interface LanguageDialogModalProps {
  opened: boolean;
  onClose: () => void;
  language: Language;
  onChoose: (language: Language) => void;
}

export function LanguageDialogModal({ opened, onClose, language, onChoose }: LanguageDialogModalProps) {
  const { t } = useTranslation("common");
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("language.dialogTitle")}
      closeButtonProps={{ "aria-label": t("close") }}
    >
      <Stack component="ul" gap="xs" aria-label={t("language.optionsLabel")} style={{ listStyle: "none", padding: 0 }}>
        {LANGUAGES.map((option) => (
          <li key={option}>
            <Button
              fullWidth
              lang={option}
              variant={option === language ? "filled" : "outline"}
              aria-current={option === language ? "true" : undefined}
              onClick={() => onChoose(option)}
            >
              {t(`language.names.${option}`)}
            </Button>
          </li>
        ))}
      </Stack>
    </Modal>
  );
}
