/** The minimal signed-in bar of the broker and ben admin areas: their Clients home and Sign Out. */
import { useTranslation } from "react-i18next";
import { NavBar } from "./nav-bar";
import { NavItem } from "./nav-item";
import { SignOutItem } from "./sign-out-item";

export function AreaHomeNavigation({ homePath }: { homePath: string }) {
  const { t } = useTranslation("navigation");
  return (
    <NavBar brandTo={homePath}>
      <NavItem to={homePath}>{t("clients")}</NavItem>
      <SignOutItem />
    </NavBar>
  );
}
