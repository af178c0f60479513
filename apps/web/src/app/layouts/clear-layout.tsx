/** Layout of the clear view type (full-width viewers): the brand, linking home. */
import { useLocalizedPath } from "../../lib/use-language";
import { LayoutShell } from "./layout-shell";
import { NavBar } from "./nav/nav-bar";

export function ClearLayout() {
  const localizedPath = useLocalizedPath();
  return <LayoutShell navigation={<NavBar brandTo={localizedPath("index")} />} />;
}
