/** The explorer bar's language dialog: switching keeps the page and changes the /en or /es prefix. */
import { Button } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import type { Language } from "@onboard/domain/common/environments";
import { withLanguagePrefix } from "@onboard/domain/routes/language-prefix";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { useLanguage } from "../../../lib/use-language";

const LanguageDialogModal = lazy(() =>
  import("./language-dialog-modal").then((module) => ({ default: module.LanguageDialogModal })),
);

export function LanguageDialog() {
  const { t } = useTranslation("common");
  const [isOpen, { open, close }] = useDisclosure(false);
  // The modal's code loads on the first open and stays mounted afterwards, so closing still animates.
  const [wasOpened, setWasOpened] = useState(false);
  const language = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();

  const choose = (next: Language) => {
    close();
    if (next === language) return;
    // The navigation state (e.g. the explorer's demo enrollment status) belongs to the page, not to its language.
    navigate(`${withLanguagePrefix(location.pathname, next)}${location.search}${location.hash}`, {
      state: location.state,
    });
  };

  return (
    <>
      <Button
        variant="subtle"
        onClick={() => {
          setWasOpened(true);
          open();
        }}
        aria-haspopup="dialog"
      >
        {t("language.button", { language: t(`language.names.${language}`) })}
      </Button>
      {wasOpened && (
        <Suspense fallback={null}>
          <LanguageDialogModal opened={isOpen} onClose={close} language={language} onChoose={choose} />
        </Suspense>
      )}
    </>
  );
}
