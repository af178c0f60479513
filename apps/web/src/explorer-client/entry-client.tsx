/**
 * The public explorer's browser entry: hydrates the server-rendered page from the state the server embedded (the
 * page, the configuration and one language's strings). No data router, query cache or i18next: see
 * vite.explorer.config.ts for what stands in for them.
 */
import "../styles/mantine-base";
import "../styles/global.css";
import { EXPLORER_BOOT_STATE_ID, type ExplorerBootState } from "@onboard/domain/explorer/explorer-boot-state";
import { StrictMode, startTransition, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { setApiSupportEmail } from "../lib/api-client-settings";
import { configureErrorReporting, installGlobalErrorReporting, reportError } from "../lib/error-reporting";
import { captureTrackingParams } from "../lib/tracking";
import { ExplorerApp } from "./explorer-app";
import { explorerNotFoundError } from "./not-found";
import { ROUTE_MODULES } from "./route-modules";
import { ExplorerRuntime } from "./runtime/explorer-runtime";
import { LightI18n, type Resources } from "./runtime/light-i18n";
import { browserLocationStore } from "./runtime/react-router";

/**
 * The namespaces a render did not embed (the dialogs' forms, the support panel's help articles, the chat widget, the
 * prepaid location) load on demand, one small chunk each. Only the ones the public explorer's screens read: the others
 * would only add their names to the entry.
 */
const LOCALE_FILES = import.meta.glob<Resources>(
  "../locales/*/{common,navigation,footer,errors,routes,explorer,explorerForms,validation,help,chat,prepaidLocation}.json",
  { import: "default" },
);

function readBootState(): ExplorerBootState {
  const element = document.getElementById(EXPLORER_BOOT_STATE_ID);
  if (!element?.textContent) throw new Error(`The page has no #${EXPLORER_BOOT_STATE_ID} state`);
  return JSON.parse(element.textContent) as ExplorerBootState;
}

installGlobalErrorReporting();
captureTrackingParams();
const state = readBootState();
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
// The API client itself comes with the first call that needs it (another demo status's page, the dialogs' forms).
setApiSupportEmail(state.configuration.support.email);

const runtime = new ExplorerRuntime(
  state,
  async (pageIdOrSlug, status) => {
    const { getExplorerPage } = await import("../features/explorer/api/get-explorer-page");
    return getExplorerPage(pageIdOrSlug, status);
  },
  explorerNotFoundError(),
);

/**
 * Marks the page hydrated (`<html data-hydrated="true">`) once React has attached its handlers: until then a press on
 * the server's buttons does nothing. Renders nothing, so the server's HTML and the first client render still match.
 */
function HydratedMark(): null {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}

function hydrate(): void {
  const container = document.getElementById("root");
  if (!container) throw new Error("The explorer page has no #root element");
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking it in one long task.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <ExplorerApp
          runtime={runtime}
          i18n={i18n}
          location={browserLocationStore(state.isExplorerHost)}
          notFound={explorerNotFoundError()}
        />
        <HydratedMark />
      </StrictMode>,
      {
        // Logged as React does by default (a hydration mismatch must show in the console), and reported.
        onRecoverableError: (error) => {
          console.error(error);
          reportError(error, "warning");
        },
      },
    );
  });
}

// The loader (public/explorer-boot.js) imports this entry once the server's HTML is painted. The route's screen is
// loaded before hydration (the loader preloaded its chunk). No top-level await: it would turn off the bundler's chunk
// merging.
ROUTE_MODULES[state.route.name].load().then(hydrate, (error: unknown) => reportError(error));
