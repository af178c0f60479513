/** Which host the explorer is on: the explorer host is recognised by its configured origin, as the router does. */
import { useConfiguration } from "../../../lib/configuration/get-configuration";

export type ExplorerHost = "main" | "explorer";

export function useExplorerHost(): ExplorerHost {
  const { explorerOrigin } = useConfiguration();
  return explorerOrigin !== null && explorerOrigin === window.location.origin ? "explorer" : "main";
}
