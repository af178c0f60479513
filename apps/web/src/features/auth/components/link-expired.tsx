/** The expired-link state of /reset and /activate: the link cannot be used, and where to get a new one. */
import { Anchor, Button, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalizedPath } from "../../../lib/use-language";
import { PASSWORD_LINK_FLOWS, type PasswordLinkFlow } from "../password-link-flows";
import { StepFrame } from "./step-frame";

export interface LinkExpiredProps {
  flow: PasswordLinkFlow;
  /** True when the link ran out while the user was on the page (not when it was dead on arrival). */
  focusHeading: boolean;
}

export function LinkExpired({ flow, focusHeading }: LinkExpiredProps) {
  const { t } = useTranslation("auth");
  const localizedPath = useLocalizedPath();
  return (
    <StepFrame key="expired" title={t("linkExpired.title")} focusHeading={focusHeading}>
      <Text>{t("linkExpired.message")}</Text>
      <Stack gap="sm" align="flex-start">
        <Button component={Link} to={localizedPath(PASSWORD_LINK_FLOWS[flow].newLinkRoute)}>
          {t(`${flow}.newLink`)}
        </Button>
        <Anchor component={Link} to={localizedPath("login")} size="sm">
          {t("backToSignIn")}
        </Anchor>
      </Stack>
    </StepFrame>
  );
}
