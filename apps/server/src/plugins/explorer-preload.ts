/**
 * The preload hint of the explorer's page HTML: the page's API call is named in a `Link` header and a
 * `<link rel="preload" as="fetch">` in <head>, so the browser fetches the data while it loads the code. The web app
 * must fetch exactly this URL (GET, credentials "include", no query string for the default demo status).
 */
import { matchExplorerHostPath } from "@onboard/domain/routes/explorer-host";
import { splitLanguagePrefix } from "@onboard/domain/routes/language-prefix";
import { matchTemplate } from "@onboard/domain/routes/path-matcher";
import { ROUTES } from "@onboard/domain/routes/registry";

const PAGE_ROUTES = [ROUTES.benefitsExplorer.path, ROUTES.personalBenefitsPlan.path];

/** The explorer page id (or vanity slug) a page path shows, or null when it is not an explorer page. */
export function explorerPageIdOfPath(pathname: string, isExplorerHost: boolean): string | null {
  if (isExplorerHost) {
    const match = matchExplorerHostPath(pathname);
    return match && match.name !== "benefitsExplorerIndex" ? (match.params.explorerPageId ?? null) : null;
  }
  const { pathname: unprefixed } = splitLanguagePrefix(pathname);
  for (const template of PAGE_ROUTES) {
    const params = matchTemplate(template, unprefixed);
    if (params?.explorerPageId) return params.explorerPageId;
  }
  return null;
}

/** The URL the web app fetches for the page (the id encoded as one path segment). */
export function explorerPageApiUrl(explorerPageId: string): string {
  return `/api/explorer-pages/${encodeURIComponent(explorerPageId)}`;
}

export function preloadLinkHeader(explorerPageId: string): string {
  return `<${explorerPageApiUrl(explorerPageId)}>; rel=preload; as=fetch; crossorigin=use-credentials`;
}

/** The HTML with the preload <link> as the first element of <head> content (the URL needs no escaping). */
export function withPreloadLink(html: string, explorerPageId: string): string {
  const link = `<link rel="preload" href="${explorerPageApiUrl(explorerPageId)}" as="fetch" crossorigin="use-credentials">`;
  if (/<head[^>]*>/i.test(html)) return html.replace(/<head[^>]*>/i, (head) => `${head}${link}`);
  return html.replace(/^(\s*<!doctype[^>]*>)?/i, (doctype) => `${doctype}${link}`);
}
