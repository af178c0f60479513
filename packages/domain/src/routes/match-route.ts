/** Finds the registry route for a main-host pathname (with or without a language prefix). */
import type { Language } from "../common/environments";
import { splitLanguagePrefix } from "./language-prefix";
import { matchBest, type PathParams } from "./path-matcher";
import { ROUTE_NAMES, ROUTES, type RouteName } from "./registry";

export interface RouteMatch {
  name: RouteName;
  params: PathParams;
  language: Language;
}

const CANDIDATES = ROUTE_NAMES.map((name) => ({ key: name, template: ROUTES[name].path as string }));

/** Ignores a query string or hash, a trailing slash and a leading /en or /es segment. */
export function matchRoute(pathname: string): RouteMatch | null {
  const bare = pathname.split(/[?#]/)[0] ?? "";
  const { language, pathname: unprefixed } = splitLanguagePrefix(bare);
  const match = matchBest(CANDIDATES, unprefixed);
  return match && { name: match.key, params: match.params, language };
}
