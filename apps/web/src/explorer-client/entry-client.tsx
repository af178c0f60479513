/**
 * The public explorer's browser entry: hydrates the server-rendered page from the state the server embedded (the
 * page, the configuration and one language's strings). No data router, query cache or i18next: see
 * vite.explorer.config.ts for what stands in for them.
 */
import "../styles/mantine-base";
import "../styles/global.css";
import { EXPLORER_BOOT_STATE_ID, type ExplorerBootState } from "@onboard/domain/explorer/explorer-boot-state";
import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { getExplorerPage } from "../features/explorer/api/get-explorer-page";
import { configureApiClient } from "../lib/api-client";
import { configureErrorReporting, installGlobalErrorReporting, reportError } from "../lib/error-reporting";
import { captureTrackingParams } from "../lib/tracking";
import { ExplorerApp } from "./explorer-app";
import { explorerNotFoundError } from "./not-found";
import { ExplorerRuntime } from "./runtime/explorer-runtime";
import { LightI18n, type Resources } from "./runtime/light-i18n";
import { browserLocationStore } from "./runtime/react-router";

/** The namespaces a render did not embed (the dialogs' forms) load on demand, one small chunk each. */
const LOCALE_FILES = import.meta.glob<Resources>("../locales/*/*.json", { import: "default" });

function readBootState(): ExplorerBootState {
  const element = document.getElementById(EXPLORER_BOOT_STATE_ID);
  if (!element?.textContent) throw new Error(`The page has no #${EXPLORER_BOOT_STATE_ID} state`);
  return JSON.parse(element.textContent) as ExplorerBootState;
}

installGlobalErrorReporting();
captureTrackingParams();
const state = readBootState();
configureApiClient({ supportEmail: state.configuration.support.email });
configureErrorReporting({
  tunnel: state.configuration.errorReporting.tunnel,
  sampleRate: state.configuration.errorReporting.traceSampleRate,
  environment: state.configuration.environment,
  release: state.configuration.version,
});

const i18n = new LightI18n(state.route.language, { ...state.strings } as Record<string, Resources>, (language, ns) => {
  const load = LOCALE_FILES[`../locales/${language}/${ns}.json`];
  return load ? load() : Promise.reject(new Error(`No translations for ${language}/${ns}`));
});
const runtime = new ExplorerRuntime(
  state,
  (pageIdOrSlug, status) => getExplorerPage(pageIdOrSlug, status),
  explorerNotFoundError(),
);

const container = document.getElementById("root");
if (!container) throw new Error("The explorer page has no #root element");
hydrateRoot(
  container,
  <StrictMode>
    <ExplorerApp
      runtime={runtime}
      i18n={i18n}
      location={browserLocationStore(state.isExplorerHost)}
      notFound={explorerNotFoundError()}
    />
  </StrictMode>,
  { onRecoverableError: (error) => reportError(error, "warning") },
);
