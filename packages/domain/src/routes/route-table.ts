/** Every named route of both specs, by name (registry.ts adds the helpers that read it). */
import { EIF_ROUTES } from "./eif-routes";
import { EXPLORER_ROUTES } from "./explorer-routes";
import { HUB_ROUTES } from "./hub-routes";
import { INTERNAL_ROUTES } from "./internal-routes";
import { PUBLIC_ROUTES } from "./public-routes";
import type { RouteDefinition } from "./route-definition";

export const ROUTE_TABLE = {
  ...PUBLIC_ROUTES,
  ...HUB_ROUTES,
  ...EIF_ROUTES,
  ...INTERNAL_ROUTES,
  ...EXPLORER_ROUTES,
} as const satisfies Record<string, RouteDefinition>;
