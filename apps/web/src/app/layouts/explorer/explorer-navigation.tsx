/**
 * The explorer's navigation bar (spec §2): the lead-generation link, the language dialog, the personal-plan link with
 * the saved-count badge (not once the site has expired) and, while open enrollment is on, the button to the benefits
 * administration platform. A demo page's enrollment window is the one its demo status pretends.
 * A staff preview shows the plans (and so the personal-plan link) whatever the site's state.
 * On a phone the personal-plan link (and its badge's bump) stays in view and the other items fold under a menu button.
 * What the site offers follows publicSiteFeatures (decision 029): a kiosk has no lead link and no link leaving the
 * site, and gets "Start over" (its code loads only then); the language dialog needs both language switches on.
 */
import { Burger, Button, Group, VisuallyHidden } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import type { DemoEnrollmentStatus } from "@onboard/domain/explorer/benefit-types";
import type { ExplorerPageResponse } from "@onboard/domain/explorer/explorer-page-schemas";
import { publicSiteFeatures } from "@onboard/domain/explorer/public-site-features";
import { lazy, Suspense, useEffect, useId } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { MAIN_CONTENT_ID } from "../../../components/skip-link/skip-link";
import { useDemoStatus } from "../../../features/explorer/hooks/use-demo-status";
import { useStartOver } from "../../../features/explorer/hooks/use-start-over";
import { LanguageDialog } from "../nav/language-dialog";
import { isDemoPage } from "./demo-banner";
import { ExplorerBrandBar } from "./explorer-brand-bar";
import classes from "./explorer-layout.module.css";
import { LeadLink } from "./lead-link";
import { PersonalPlanLink } from "./personal-plan-link";

const KioskControls = lazy(() =>
  import("../../../features/explorer/components/kiosk/kiosk-controls").then((module) => ({
    default: module.KioskControls,
  })),
);

/** Whether the benefits-administration platform button shows. */
export function isEnrollmentOpen(page: ExplorerPageResponse, demoStatus: DemoEnrollmentStatus): boolean {
  return isDemoPage(page) ? demoStatus === "active" : page.isOpenEnrollmentActive;
}

/** Maintenance and not-started pages show only their state: there are no plans to save yet. */
function showsPlans(page: ExplorerPageResponse): boolean {
  return page.state !== "maintenance" && page.state !== "notStarted";
}

const LIST_STYLE = { listStyle: "none", margin: 0, padding: 0 } as const;

const focusContent = () => document.getElementById(MAIN_CONTENT_ID)?.focus();

function KioskNavItem({ explorerPageId }: { explorerPageId: string }) {
  const startOver = useStartOver(explorerPageId);
  return (
    <Suspense fallback={null}>
      <KioskControls startOver={startOver} focusContent={focusContent} />
    </Suspense>
  );
}

export function ExplorerNavigation({
  page,
  isPreview = false,
}: {
  page: ExplorerPageResponse | null;
  isPreview?: boolean;
}) {
  const { t } = useTranslation(["explorer", "navigation", "common"]);
  const { status } = useDemoStatus();
  const [isMenuOpen, menu] = useDisclosure(false);
  const menuId = useId();
  const { pathname } = useLocation();
  // A followed link closes the phone menu.
  useEffect(() => {
    if (pathname) menu.close();
  }, [pathname, menu.close]);
  const features = publicSiteFeatures(page);
  const hasPlans = page !== null && (isPreview || showsPlans(page));
  const benAdminUrl =
    page && hasPlans && features.outboundLinks && isEnrollmentOpen(page, status) ? page.benAdminPlatformUrl : null;
  const showsPersonalPlan = page?.isPersonalPlanLinkShown === true && hasPlans;
  // A kiosk without the language dialog may have nothing to fold under the phone's menu button.
  const hasMenuItems = features.leadLink || features.languageDialog || benAdminUrl !== null;
  return (
    <>
      <ExplorerBrandBar page={page} />
      <nav aria-label={t("navigation:mainLabel")} className={classes.nav}>
        <Group gap={4} px="xs" py={4} justify="flex-end" wrap="wrap" className={classes.navRow}>
          <Group
            component="ul"
            gap={4}
            wrap="wrap"
            className={classes.menu}
            id={menuId}
            data-open={isMenuOpen}
            style={LIST_STYLE}
          >
            {features.leadLink && <LeadLink explorerPageId={page?.id ?? null} />}
            {features.languageDialog && (
              <li>
                <LanguageDialog />
              </li>
            )}
            {benAdminUrl && (
              <li>
                <Button component="a" href={benAdminUrl} target="_blank" rel="noopener noreferrer">
                  {t("explorer:nav.benAdminPlatform")}
                  <VisuallyHidden> {t("common:opensInNewTab")}</VisuallyHidden>
                </Button>
              </li>
            )}
          </Group>
          {page && (showsPersonalPlan || features.kioskControls) && (
            <Group component="ul" gap={4} style={LIST_STYLE} className={classes.pinned}>
              {features.kioskControls && <KioskNavItem explorerPageId={page.id} />}
              {showsPersonalPlan && <PersonalPlanLink page={page} />}
            </Group>
          )}
          {hasMenuItems && (
            <Burger
              hiddenFrom="md"
              opened={isMenuOpen}
              onClick={menu.toggle}
              aria-expanded={isMenuOpen}
              aria-controls={menuId}
              aria-label={t("explorer:nav.menu")}
              size="sm"
              className={classes.burger}
            />
          )}
        </Group>
      </nav>
    </>
  );
}
