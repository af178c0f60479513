/** The explorer bar's language dialog: switching keeps the page and changes the /en or /es prefix. */
import { Button, Modal, Stack } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { LANGUAGES, type Language } from "@onboard/domain/common/environments";
import { withLanguagePrefix } from "@onboard/domain/routes/language-prefix";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { useLanguage } from "../../../lib/use-language";

export function LanguageDialog() {
  const { t } = useTranslation("common");
  const [isOpen, { open, close }] = useDisclosure(false);
  const language = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();

  const choose = (next: Language) => {
    close();
    if (next === language) return;
    navigate(`${withLanguagePrefix(location.pathname, next)}${location.search}${location.hash}`);
  };

  return (
    <>
      <Button variant="subtle" onClick={open} aria-haspopup="dialog">
        {t("language.button", { language: t(`language.names.${language}`) })}
      </Button>
      <Modal
        opened={isOpen}
        onClose={close}
        title={t("language.dialogTitle")}
        closeButtonProps={{ "aria-label": t("close") }}
      >
        <Stack
          component="ul"
          gap="xs"
          aria-label={t("language.optionsLabel")}
          style={{ listStyle: "none", padding: 0 }}
        >
          {LANGUAGES.map((option) => (
            <li key={option}>
              <Button
                fullWidth
                lang={option}
                variant={option === language ? "filled" : "outline"}
                aria-current={option === language ? "true" : undefined}
                onClick={() => choose(option)}
              >
                {t(`language.names.${option}`)}
              </Button>
            </li>
          ))}
        </Stack>
      </Modal>
    </>
  );
}
