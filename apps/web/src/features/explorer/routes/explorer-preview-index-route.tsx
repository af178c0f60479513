/**
 * The preview index (route benefitsExplorerIndexInternal, .../benefits-explorer/:explorerPageId/preview): a staff
 * preview always names its page, so it goes straight to the page preview, keeping the language and demo status.
 */
import { Navigate } from "react-router";
import { useExplorerPaths } from "../hooks/use-explorer-paths";

export function ExplorerPreviewIndexRoute() {
  const { pagePath, linkState } = useExplorerPaths();
  return <Navigate to={pagePath} state={linkState} replace />;
}
