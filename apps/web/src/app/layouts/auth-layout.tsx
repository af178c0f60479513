/** Layout of the auth view type (sign-in, password and terms-of-use screens): the brand, linking home. */
import { useLocalizedPath } from "../../lib/use-language";
import { LayoutShell } from "./layout-shell";
import { NavBar } from "./nav/nav-bar";

export function AuthLayout() {
  const localizedPath = useLocalizedPath();
  return <LayoutShell navigation={<NavBar brandTo={localizedPath("index")} />} />;
}
