/** Layout of the benefits administrator area: its Clients home and Sign Out. */
import { useLocalizedPath } from "../../lib/use-language";
import { LayoutShell } from "./layout-shell";
import { AreaHomeNavigation } from "./nav/area-home-navigation";

export function BenAdminLayout() {
  const localizedPath = useLocalizedPath();
  return <LayoutShell navigation={<AreaHomeNavigation homePath={localizedPath("benAdminHome")} />} />;
}
