/**
 * The public explorer's light client (apps/web/vite.explorer.config.ts) builds with this in place of route-table.ts:
 * the public and explorer routes only, the ones a public explorer page links to or checks. The portal, the server
 * and the tests use every route.
 */
import { EXPLORER_ROUTES } from "./explorer-routes";
import { PUBLIC_ROUTES } from "./public-routes";
import type { RouteDefinition } from "./route-definition";

export const ROUTE_TABLE = { ...PUBLIC_ROUTES, ...EXPLORER_ROUTES } as const satisfies Record<string, RouteDefinition>;
