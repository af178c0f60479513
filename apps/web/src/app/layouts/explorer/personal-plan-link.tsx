/**
 * The personal-plan link with the saved-plans count: the badge grows for 500 ms after each change (spec §9), and the
 * new count is announced politely, since the change happens away from the link (on a plan card).
 */
import { Badge, Button, VisuallyHidden } from "@mantine/core";
import type { ExplorerPageResponse } from "@onboard/domain/explorer/explorer-page-schemas";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { useExplorerPaths } from "../../../features/explorer/hooks/use-explorer-paths";
import { useFavourites } from "../../../features/explorer/hooks/use-favourites";
import classes from "./explorer-layout.module.css";

export function PersonalPlanLink({ page }: { page: ExplorerPageResponse }) {
  const { t } = useTranslation("explorer");
  const { ids, bumped } = useFavourites(page);
  const { personalPlanPath, linkState } = useExplorerPaths();
  return (
    <li>
      <Button
        component={NavLink}
        to={personalPlanPath}
        state={linkState}
        variant="subtle"
        rightSection={
          <Badge className={classes.badge} data-bumped={bumped} circle={ids.length < 10} aria-hidden="true">
            {ids.length}
          </Badge>
        }
      >
        {t("nav.personalPlan")}
        <VisuallyHidden>{t("nav.savedCount", { count: ids.length })}</VisuallyHidden>
      </Button>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {bumped ? t("nav.savedCountChanged", { count: ids.length }) : ""}
      </VisuallyHidden>
    </li>
  );
}
