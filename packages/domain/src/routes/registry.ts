/** The route registry: every named route of both specs, read by the server, the web app and the tests. */
import type { RouteDefinition } from "./route-definition";
import { ROUTE_TABLE } from "./route-table";

export type {
  AuthMode,
  RouteAccess,
  RouteAccessAction,
  RouteAccessSubject,
  RouteDefinition,
  RouteDomain,
  ViewType,
} from "./route-definition";

export const ROUTES = ROUTE_TABLE;

export type RouteName = keyof typeof ROUTES;
export type RoutePath<N extends RouteName> = (typeof ROUTES)[N]["path"];

/** The :param names of a path template, e.g. "clientId" | "taskId". */
export type PathParamNames<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? Param | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Param}`
    ? Param
    : never;

/** The params object a route needs, e.g. RouteParams<"task"> = { clientId: string; taskId: string }. */
export type RouteParams<N extends RouteName> = Record<PathParamNames<RoutePath<N>>, string>;

export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

/** The route the catch-all (*) renders. */
export const CATCH_ALL_ROUTE: RouteName = "notFound";

export function isRouteName(value: string): value is RouteName {
  return Object.hasOwn(ROUTES, value);
}

export function getRoute(name: RouteName): RouteDefinition {
  return ROUTES[name];
}

/** The :param names of a route, in path order. */
export function routeParamNames(name: RouteName): string[] {
  return ROUTES[name].path
    .split("/")
    .filter((segment) => segment.startsWith(":"))
    .map((segment) => segment.slice(1));
}
