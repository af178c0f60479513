/** Layout of the basic view type (home, maintenance, 404, lab pages): the brand, linking home. */
import { useLocalizedPath } from "../../lib/use-language";
import { LayoutShell } from "./layout-shell";
import { NavBar } from "./nav/nav-bar";

export function BasicLayout() {
  const localizedPath = useLocalizedPath();
  return <LayoutShell navigation={<NavBar brandTo={localizedPath("index")} />} />;
}
