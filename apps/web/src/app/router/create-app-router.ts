/** The browser router, with the api client's redirects wired to it. */
import { createBrowserRouter } from "react-router";
import { setNavigate } from "../../lib/navigation";
import { buildRoutes, type HostMode } from "./build-routes";

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(mode: HostMode): AppRouter {
  const router = createBrowserRouter(buildRoutes(mode));
  setNavigate((to) => {
    void router.navigate(to, { replace: true });
  });
  return router;
}

/** The explorer host serves only the explorer; it is recognised by its configured origin. */
export function hostModeFor(explorerOrigin: string | null, origin: string = window.location.origin): HostMode {
  return explorerOrigin !== null && explorerOrigin === origin ? "explorer" : "main";
}
