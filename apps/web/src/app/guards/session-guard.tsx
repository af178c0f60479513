/** The guard of routes that depend on who is signed in: sign-in, terms of use and route permissions (CASL). */
import { ROUTES, type RouteName } from "@onboard/domain/routes/registry";
import { Navigate, Outlet, useLocation, useParams } from "react-router";
import { languageFromPath } from "../../lib/i18n";
import { useSuspenseSession } from "../../lib/signed-in-user";
import { resolveAuthGuard } from "./resolve-auth-guard";
import { useCanAccess } from "./route-access";

export function SessionGuard({ routeName }: { routeName: RouteName }) {
  const route = ROUTES[routeName];
  const user = useSuspenseSession();
  const canAccess = useCanAccess();
  const params = useParams();
  const { pathname, search } = useLocation();
  const decision = resolveAuthGuard({
    auth: route.auth,
    access: "access" in route ? route.access : undefined,
    isAuthenticated: user !== null,
    hasAcceptedTerms: user?.termsOfUseDate != null,
    pathname,
    search,
    language: languageFromPath(pathname),
    canAccess: (access) => canAccess(access, params),
  });
  if (decision.kind === "redirect") return <Navigate to={decision.to} replace />;
  return <Outlet />;
}
