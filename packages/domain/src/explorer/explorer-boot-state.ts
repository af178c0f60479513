/**
 * What the server hands the server-rendered explorer page (and embeds in it for the light client to hydrate from):
 * the matched public route, the page's data (or that it was not found), the app configuration and the strings of the
 * one language the page is in, by namespace.
 */
import type { Language } from "../common/environments";
import type { AppConfiguration } from "../configuration/app-configuration";
import type { ExplorerHostRouteName } from "../routes/explorer-host";
import type { ExplorerPageResponse } from "./explorer-page-schemas";

export interface ExplorerBootState {
  route: { name: ExplorerHostRouteName; params: Record<string, string>; language: Language };
  /** The request's path and query, as the browser shows them. */
  url: string;
  isExplorerHost: boolean;
  /** The page of a page route; null on the index, or when `pageNotFound`. */
  page: ExplorerPageResponse | null;
  pageNotFound: boolean;
  configuration: AppConfiguration;
  /** Namespace → resources, for `route.language` only. */
  strings: Record<string, unknown>;
}

/** The id of the <script type="application/json"> element that carries the state. */
export const EXPLORER_BOOT_STATE_ID = "explorer-state";

/** JSON safe inside a <script> element: no "</script", "<!--" or line separators can end or confuse it. */
export function serializeBootState(state: ExplorerBootState): string {
  return JSON.stringify(state)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
