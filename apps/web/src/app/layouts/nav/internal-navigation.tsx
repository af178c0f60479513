/**
 * The internal bar: a Users menu (Brokers, Internal users, Benefits administrator), the all-emails link, the
 * analytics link (every carrier staff member may read the counts) and the chat console's link (every carrier staff
 * member may take chats).
 */
import { Button, Menu } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalizedPath } from "../../../lib/use-language";
import { NavBar } from "./nav-bar";
import { NavItem } from "./nav-item";
import { SignOutItem } from "./sign-out-item";

export interface InternalNavigationProps {
  /**
   * Update and delete rights on internal users (spec §6): they gate the Internal users link and the all-emails
   * page, so the all-emails link is shown under the same rule rather than leading where the user is turned away.
   */
  canManageInternalUsers: boolean;
}

export function InternalNavigation({ canManageInternalUsers }: InternalNavigationProps) {
  const { t } = useTranslation("navigation");
  const localizedPath = useLocalizedPath();
  return (
    <NavBar brandTo={localizedPath("clientsAdmin")}>
      <li>
        <Menu position="bottom-start" withinPortal={false}>
          <Menu.Target>
            <Button variant="subtle">{t("users")}</Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item component={Link} to={localizedPath("brokersAdmin")}>
              {t("brokers")}
            </Menu.Item>
            {canManageInternalUsers && (
              <Menu.Item component={Link} to={localizedPath("internalUsers")}>
                {t("internalUsers")}
              </Menu.Item>
            )}
            <Menu.Item component={Link} to={localizedPath("benAdminsAdmin")}>
              {t("benefitsAdministrator")}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </li>
      {canManageInternalUsers && <NavItem to={localizedPath("allEmails")}>{t("allEmails")}</NavItem>}
      <NavItem to={localizedPath("analytics")}>{t("analytics")}</NavItem>
      <NavItem to={localizedPath("chatConsole")}>{t("chat")}</NavItem>
      <SignOutItem />
    </NavBar>
  );
}
