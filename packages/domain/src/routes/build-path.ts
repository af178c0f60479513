/** Builds a URL from a route name, its params, a query and an optional language prefix. */
import type { Language } from "../common/environments";
import { withLanguagePrefix } from "./language-prefix";
import { buildQueryString, type QueryParams } from "./query-string";
import { ROUTES, type RouteName } from "./registry";

export type PathParamValues = Record<string, string | number | undefined>;

/** The message for a missing route parameter, word for word from the spec's error catalogue. */
export function missingParamMessage(param: string): string {
  return `Param ${param} is required but not provided!`;
}

/** Fills a path template's :params (URL-encoded); throws when one is missing or empty. */
export function fillPathTemplate(template: string, params: PathParamValues = {}): string {
  return template
    .split("/")
    .map((segment) => {
      if (!segment.startsWith(":")) return segment;
      const name = segment.slice(1);
      const value = params[name];
      if (value === undefined || value === "") throw new Error(missingParamMessage(name));
      return encodeURIComponent(String(value));
    })
    .join("/");
}

export function buildPath(
  name: RouteName,
  params?: PathParamValues,
  query?: QueryParams,
  options?: { language?: Language },
): string {
  const pathname = fillPathTemplate(ROUTES[name].path, params);
  return withLanguagePrefix(pathname, options?.language ?? "en") + buildQueryString(query);
}
