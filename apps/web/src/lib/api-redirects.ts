/** Where the api client sends the user on a 401 or a maintenance answer (error catalogue, §8 of both specs). */

import { buildPath } from "@onboard/domain/routes/build-path";
import { splitLanguagePrefix } from "@onboard/domain/routes/language-prefix";
import { matchRoute } from "@onboard/domain/routes/match-route";
import { ROUTES, type ViewType } from "@onboard/domain/routes/registry";

/** Pages anyone may see: a 401 there sends the user to login without a redirect parameter. */
const PUBLIC_VIEW_TYPES: ReadonlySet<ViewType> = new Set(["explorer", "auth", "basic"]);

function isPublicPath(pathname: string): boolean {
  const match = matchRoute(pathname);
  // Unknown paths render the public not-found page.
  if (!match) return true;
  const route = ROUTES[match.name];
  // Internal explorer previews share the explorer view type but are not public.
  return PUBLIC_VIEW_TYPES.has(route.viewType) && route.auth !== "required";
}

/** The login URL for a 401 on this page, or null when the user is already on the login page. */
export function loginRedirectTarget(pathname: string, search: string): string | null {
  const match = matchRoute(pathname);
  if (match?.name === "login") return null;
  const { language } = splitLanguagePrefix(pathname);
  const redirect = isPublicPath(pathname) ? undefined : `${pathname}${search}`;
  return buildPath("login", undefined, { redirect }, { language });
}

/** The maintenance URL, or null when the user is already there. */
export function maintenanceRedirectTarget(pathname: string): string | null {
  if (matchRoute(pathname)?.name === "maintenance") return null;
  return buildPath("maintenance", undefined, undefined, { language: splitLanguagePrefix(pathname).language });
}
