/**
 * The route element that applies a route's auth mode before its screen renders. Routes that need no session
 * (the explorer, optional and outside-signer routes) render at once; the session guard, with the abilities it
 * needs, loads only for the others, so the public explorer never downloads it.
 */
import { ROUTES, type RouteName } from "@onboard/domain/routes/registry";
import { lazy } from "react";
import { Outlet } from "react-router";
import { needsSession } from "./resolve-auth-guard";

const SessionGuard = lazy(() => import("./session-guard").then((module) => ({ default: module.SessionGuard })));

export function AuthGuard({ routeName }: { routeName: RouteName }) {
  if (!needsSession(ROUTES[routeName].auth)) return <Outlet />;
  return <SessionGuard routeName={routeName} />;
}
