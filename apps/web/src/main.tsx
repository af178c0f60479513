/** Browser entry: page-level handlers, link tracking and i18n start before the app renders. */
import "./styles/mantine-base";
import "./styles/global.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { installGlobalErrorReporting } from "./lib/error-reporting";
import { initI18n, languageFromPath } from "./lib/i18n";
import { installPreloadReload } from "./lib/preload-reload";
import { createQueryClient } from "./lib/query-client";
import { captureTrackingParams } from "./lib/tracking";

installPreloadReload();
installGlobalErrorReporting();
// Before the router reads the URL, so the parameters never reach a route.
captureTrackingParams();
initI18n(languageFromPath(window.location.pathname));

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

createRoot(container).render(
  <StrictMode>
    <App queryClient={createQueryClient()} />
  </StrictMode>,
);
