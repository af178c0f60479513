/** Layout of the broker area: its Clients home and Sign Out. */
import { useLocalizedPath } from "../../lib/use-language";
import { LayoutShell } from "./layout-shell";
import { AreaHomeNavigation } from "./nav/area-home-navigation";

export function BrokerLayout() {
  const localizedPath = useLocalizedPath();
  return <LayoutShell navigation={<AreaHomeNavigation homePath={localizedPath("brokerHome")} />} />;
}
