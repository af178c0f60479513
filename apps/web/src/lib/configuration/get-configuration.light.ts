/** The explorer's light client: the configuration arrives with the server-rendered page (no fetch, no cache). */
import type { AppConfiguration } from "@onboard/domain/configuration/app-configuration";
import { useExplorerRuntime } from "../../explorer-client/runtime/explorer-runtime";

export function useConfiguration(): AppConfiguration {
  return useExplorerRuntime().state.configuration;
}
