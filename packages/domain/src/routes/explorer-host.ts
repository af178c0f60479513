/** Maps paths on the separate explorer host (/, /:explorerPageId, ...) to and from main-host routes. */
import type { Language } from "../common/environments";
import { fillPathTemplate, type PathParamValues } from "./build-path";
import { splitLanguagePrefix, withLanguagePrefix } from "./language-prefix";
import { matchBest, type PathParams } from "./path-matcher";
import { ROUTES } from "./registry";

/** The only routes the explorer host serves, with their explorer-host path templates. */
export const EXPLORER_HOST_ROUTES = {
  benefitsExplorerIndex: ROUTES.benefitsExplorerIndex.explorerHostPath,
  benefitsExplorer: ROUTES.benefitsExplorer.explorerHostPath,
  personalBenefitsPlan: ROUTES.personalBenefitsPlan.explorerHostPath,
} as const;
export type ExplorerHostRouteName = keyof typeof EXPLORER_HOST_ROUTES;
export const EXPLORER_HOST_ROUTE_NAMES = Object.keys(EXPLORER_HOST_ROUTES) as ExplorerHostRouteName[];

export interface ExplorerHostMatch {
  name: ExplorerHostRouteName;
  params: PathParams;
  language: Language;
}

const CANDIDATES = EXPLORER_HOST_ROUTE_NAMES.map((name) => ({ key: name, template: EXPLORER_HOST_ROUTES[name] }));

export function isExplorerHostRouteName(name: string): name is ExplorerHostRouteName {
  return Object.hasOwn(EXPLORER_HOST_ROUTES, name);
}

/** The explorer route for an explorer-host pathname; a leading /en or /es is the language. */
export function matchExplorerHostPath(pathname: string): ExplorerHostMatch | null {
  const bare = pathname.split(/[?#]/)[0] ?? "";
  const { language, pathname: unprefixed } = splitLanguagePrefix(bare);
  const match = matchBest(CANDIDATES, unprefixed);
  return match && { name: match.key, params: match.params, language };
}

/** Builds an explorer-host path, e.g. ("benefitsExplorer", { explorerPageId: "p1" }) -> "/p1". */
export function buildExplorerHostPath(
  name: ExplorerHostRouteName,
  params?: PathParamValues,
  options?: { language?: Language },
): string {
  return withLanguagePrefix(fillPathTemplate(EXPLORER_HOST_ROUTES[name], params), options?.language ?? "en");
}

/** The main-host path for an explorer-host path, or null when the explorer host has no such route. */
export function explorerHostToMainPath(pathname: string): string | null {
  const match = matchExplorerHostPath(pathname);
  if (!match) return null;
  return withLanguagePrefix(fillPathTemplate(ROUTES[match.name].path, match.params), match.language);
}

const MAIN_HOST_CANDIDATES = EXPLORER_HOST_ROUTE_NAMES.map((name) => ({ key: name, template: ROUTES[name].path }));

/** The explorer-host path for a main-host explorer path, or null when it is not a public explorer route. */
export function mainToExplorerHostPath(pathname: string): string | null {
  const { language, pathname: unprefixed } = splitLanguagePrefix(pathname.split(/[?#]/)[0] ?? "");
  const match = matchBest(MAIN_HOST_CANDIDATES, unprefixed);
  return match && buildExplorerHostPath(match.key, match.params, { language });
}

/**
 * The public explorer route of a pathname on either host: the explorer host's own paths, or on the main host
 * /[lang/]benefits-explorer[/...]. Null for any other path.
 */
export function matchPublicExplorerPath(pathname: string, isExplorerHost: boolean): ExplorerHostMatch | null {
  if (isExplorerHost) return matchExplorerHostPath(pathname);
  const { language, pathname: unprefixed } = splitLanguagePrefix(pathname.split(/[?#]/)[0] ?? "");
  const match = matchBest(MAIN_HOST_CANDIDATES, unprefixed);
  return match && { name: match.key, params: match.params, language };
}
