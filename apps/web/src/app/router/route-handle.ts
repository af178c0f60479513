/** The handle each registry route carries, so screens can tell which named route they render. */
import type { RouteName } from "@onboard/domain/routes/registry";
import { useMatches } from "react-router";

export interface RouteHandle {
  routeName: RouteName;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === "object" && handle !== null && "routeName" in handle;
}

/** The deepest matched registry route, or null outside the registry (never in practice). */
export function useCurrentRouteName(): RouteName | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle.routeName;
  }
  return null;
}
