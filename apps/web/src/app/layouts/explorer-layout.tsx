/** Layout of the public benefits explorer: the brand and the language dialog. */
import { LayoutShell } from "./layout-shell";
import { LanguageDialog } from "./nav/language-dialog";
import { NavBar } from "./nav/nav-bar";

export function ExplorerLayout() {
  return (
    <LayoutShell
      navigation={
        <NavBar>
          <li>
            <LanguageDialog />
          </li>
        </NavBar>
      }
    />
  );
}
