/** The explorer's light client: the server tells which host the page was asked on (the same on both sides of hydration). */
import { useExplorerRuntime } from "../../../explorer-client/runtime/explorer-runtime";
import type { ExplorerHost } from "./use-explorer-host";

export type { ExplorerHost };

export function useExplorerHost(): ExplorerHost {
  return useExplorerRuntime().state.isExplorerHost ? "explorer" : "main";
}
