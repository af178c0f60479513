/** An EIF address that shows no form: an unknown step, or a part that does not apply to this client. */
import { Alert, Anchor } from "@mantine/core";
import { EIF_STEPS } from "@onboard/domain/eif/eif-steps";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalizedPath } from "../../../lib/use-language";

export function PlaceNotShown({ clientId, reason }: { clientId: string; reason: "unknown" | "notApplicable" }) {
  const { t } = useTranslation("eif");
  const localizedPath = useLocalizedPath();
  return (
    <Alert color="blue" title={t(`notShown.${reason}.title`)}>
      {t(`notShown.${reason}.body`)}{" "}
      <Anchor component={Link} to={localizedPath("eifStep", { clientId, eifStepId: EIF_STEPS[0] })}>
        {t("notShown.firstStep")}
      </Anchor>
    </Alert>
  );
}
