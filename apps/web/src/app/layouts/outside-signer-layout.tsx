/** Layout of the outside-signer view type: the brand only (signers have no account to navigate). */
import { LayoutShell } from "./layout-shell";
import { NavBar } from "./nav/nav-bar";

export function OutsideSignerLayout() {
  return <LayoutShell navigation={<NavBar />} />;
}
