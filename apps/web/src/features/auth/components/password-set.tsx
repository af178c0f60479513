/** The success state of /reset and /activate: the password is set, and the way to sign in with it. */
import { Button, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalizedPath } from "../../../lib/use-language";
import type { PasswordLinkFlow } from "../password-link-flows";
import { StepFrame } from "./step-frame";

export function PasswordSet({ flow }: { flow: PasswordLinkFlow }) {
  const { t } = useTranslation("auth");
  const localizedPath = useLocalizedPath();
  return (
    <StepFrame key="done" title={t(`${flow}.doneTitle`)} focusHeading>
      <Text>{t(`${flow}.done`)}</Text>
      <Button component={Link} to={localizedPath("login")} style={{ alignSelf: "flex-start" }}>
        {t("passwordLink.signIn")}
      </Button>
    </StepFrame>
  );
}
