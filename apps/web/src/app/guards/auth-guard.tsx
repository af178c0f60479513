/** The route element that applies a route's auth mode before its screen renders. */
import { ROUTES, type RouteName } from "@onboard/domain/routes/registry";
import { Navigate, Outlet, useLocation } from "react-router";
import { useSuspenseSession } from "../../features/session/api/get-authenticated-user";
import { languageFromPath } from "../../lib/i18n";
import { needsSession, resolveAuthGuard } from "./resolve-auth-guard";
import { useCanAccess } from "./route-access";

export function AuthGuard({ routeName }: { routeName: RouteName }) {
  const route = ROUTES[routeName];
  if (!needsSession(route.auth)) return <Outlet />;
  return <SessionGuard routeName={routeName} />;
}

function SessionGuard({ routeName }: { routeName: RouteName }) {
  const route = ROUTES[routeName];
  const user = useSuspenseSession();
  const canAccess = useCanAccess();
  const { pathname, search } = useLocation();
  const decision = resolveAuthGuard({
    auth: route.auth,
    access: "access" in route ? route.access : undefined,
    isAuthenticated: user !== null,
    hasAcceptedTerms: user?.termsOfUseDate != null,
    pathname,
    search,
    language: languageFromPath(pathname),
    canAccess,
  });
  if (decision.kind === "redirect") return <Navigate to={decision.to} replace />;
  return <Outlet />;
}
