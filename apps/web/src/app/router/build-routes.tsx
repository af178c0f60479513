/** Builds the react-router route tree from the domain's route registry: a lazy layout per view type. */
import { LANGUAGES } from "@onboard/domain/common/environments";
import { EXPLORER_HOST_ROUTE_NAMES, EXPLORER_HOST_ROUTES } from "@onboard/domain/routes/explorer-host";
import { CATCH_ALL_ROUTE, ROUTE_NAMES, ROUTES, type RouteName, type ViewType } from "@onboard/domain/routes/registry";
import { Outlet, type RouteObject, ScrollRestoration } from "react-router";
import { BootFallback } from "../boot-fallback";
import { RootRouteError } from "../error-boundaries/root-route-error";
import { RouteErrorElement } from "../error-boundaries/route-error-element";
import { AuthGuard } from "../guards/auth-guard";
import { languageLoader, shouldRevalidateLanguage } from "./language-loader";
import type { RouteHandle } from "./route-handle";
import { screenFor } from "./route-screens";
import { VIEW_TYPE_LAYOUTS } from "./view-type-layouts";

/** main: every route on the main host; explorer: the separate explorer host's three routes. */
export type HostMode = "main" | "explorer";

interface MountedRoute {
  name: RouteName;
  /** Path template without a language prefix. */
  path: string;
}

/** Each route is mounted bare and under /en and /es (static segments, so no path is mistaken for a language). */
function prefixedPaths(path: string): { id: string; path: string }[] {
  return [
    { id: "", path },
    ...LANGUAGES.map((language) => ({
      id: `:${language}`,
      path: path === "/" ? `/${language}` : `/${language}${path}`,
    })),
  ];
}

function registryRoute(route: MountedRoute): RouteObject[] {
  const handle: RouteHandle = { routeName: route.name };
  return prefixedPaths(route.path).map(({ id, path }) => ({
    id: `${route.name}${id}`,
    path,
    handle,
    element: <AuthGuard routeName={route.name} />,
    children: [{ index: true, lazy: screenFor(route.name) }],
  }));
}

function catchAllRoutes(): RouteObject[] {
  const handle: RouteHandle = { routeName: CATCH_ALL_ROUTE };
  return prefixedPaths("/*").map(({ id, path }) => ({
    id: `catchAll${id}`,
    path,
    handle,
    lazy: screenFor(CATCH_ALL_ROUTE),
  }));
}

function mountedRoutes(mode: HostMode): MountedRoute[] {
  if (mode === "explorer") {
    return EXPLORER_HOST_ROUTE_NAMES.map((name) => ({ name, path: EXPLORER_HOST_ROUTES[name] }));
  }
  return ROUTE_NAMES.map((name) => ({ name, path: ROUTES[name].path }));
}

function layoutRoutes(mode: HostMode): RouteObject[] {
  const byViewType = new Map<ViewType, MountedRoute[]>();
  for (const route of mountedRoutes(mode)) {
    const viewType = ROUTES[route.name].viewType;
    byViewType.set(viewType, [...(byViewType.get(viewType) ?? []), route]);
  }
  const catchAllViewType = ROUTES[CATCH_ALL_ROUTE].viewType;
  if (!byViewType.has(catchAllViewType)) byViewType.set(catchAllViewType, []);
  return [...byViewType].map(([viewType, routes]) => ({
    id: `layout:${viewType}`,
    lazy: VIEW_TYPE_LAYOUTS[viewType],
    errorElement: <RouteErrorElement />,
    children: [...routes.flatMap(registryRoute), ...(viewType === catchAllViewType ? catchAllRoutes() : [])],
  }));
}

function AppRoot() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

export function buildRoutes(mode: HostMode = "main"): RouteObject[] {
  return [
    {
      id: "root",
      element: <AppRoot />,
      HydrateFallback: BootFallback,
      errorElement: <RootRouteError />,
      loader: languageLoader,
      shouldRevalidate: shouldRevalidateLanguage,
      children: layoutRoutes(mode),
    },
  ];
}
