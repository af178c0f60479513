/** Absolute links into the portal, in the reader's language (`/es/...` for Spanish, no prefix for English). */
import type { Language } from "@onboard/domain/common/environments";
import { buildPath } from "@onboard/domain/routes/build-path";
import type { QueryParams } from "@onboard/domain/routes/query-string";
import type { RouteName } from "@onboard/domain/routes/registry";

export function portalLink(publicOrigin: string, route: RouteName, language: Language, query?: QueryParams): string {
  return `${publicOrigin.replace(/\/+$/, "")}${buildPath(route, {}, query, { language })}`;
}

/** An absolute link to a page with path parameters, e.g. a client's hub home. */
export function portalPageLink(
  publicOrigin: string,
  route: RouteName,
  params: Record<string, string>,
  language: Language,
): string {
  return `${publicOrigin.replace(/\/+$/, "")}${buildPath(route, params, undefined, { language })}`;
}
