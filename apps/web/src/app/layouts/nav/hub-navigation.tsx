/** The hub bar: Home, Employee & Employer Resources, Get Help and the user menu (Company profile, Sign Out). */
import { Button, Menu } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLogout } from "../../../features/session/api/logout";
import { useConfiguration } from "../../../lib/configuration/get-configuration";
import { useEifFormLink } from "../../../lib/eif-draft/use-eif-form-link";
import { useFeatureToggle } from "../../../lib/feature-toggles";
import { useLocalizedPath } from "../../../lib/use-language";
import { NavBar } from "./nav-bar";
import { ExternalNavItem, NavItem } from "./nav-item";

export function HubNavigation({ clientId, userName }: { clientId: string; userName: string | null }) {
  const { t } = useTranslation("navigation");
  const localizedPath = useLocalizedPath();
  const { helpCenterUrl } = useConfiguration();
  const logout = useLogout();
  // Spec: Company profile is hidden while the flag about removing EDI from the EIF is on.
  const isCompanyProfileHidden = useFeatureToggle("REMOVE_EDI_FROM_EIF", clientId);
  const home = localizedPath("home", { clientId });
  // Company profile opens the EIF at its first step that is not complete; the draft is read once the menu opens.
  const [isMenuOpened, setMenuOpened] = useState(false);
  const companyProfile = useEifFormLink(clientId, { enabled: isMenuOpened && !isCompanyProfileHidden });
  return (
    <NavBar brandTo={home}>
      <NavItem to={home}>{t("home")}</NavItem>
      <NavItem to={localizedPath("resourcesListing", { clientId })}>{t("resources")}</NavItem>
      <ExternalNavItem href={helpCenterUrl}>{t("getHelp")}</ExternalNavItem>
      <li>
        <Menu position="bottom-end" withinPortal={false} onOpen={() => setMenuOpened(true)}>
          <Menu.Target>
            <Button variant="subtle" aria-label={userName ? `${t("userMenu")}: ${userName}` : t("userMenu")}>
              {userName ?? t("userMenu")}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {!isCompanyProfileHidden && (
              <Menu.Item component={Link} to={companyProfile.to} onClick={companyProfile.onClick}>
                {t("companyProfile")}
              </Menu.Item>
            )}
            <Menu.Item onClick={() => logout.mutate()} disabled={logout.isPending}>
              {t("signOut")}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </li>
    </NavBar>
  );
}
