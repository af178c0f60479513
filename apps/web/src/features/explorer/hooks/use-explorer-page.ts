/**
 * The explorer page of the current route for the current demo status: the public page (:explorerPageId, an id or
 * vanity slug), or on an internal preview route the staff preview of that client's page (use-explorer-source.ts).
 * Suspends while loading; a failure (404 included) throws to the page's error boundary, which shows not-found.
 */
import type { ExplorerPageResponse } from "@onboard/domain/explorer/explorer-page-schemas";
import { missingParamMessage } from "@onboard/domain/routes/build-path";
import { keepPreviousData, useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { explorerPageQueryOptions } from "../api/get-explorer-page";
import { explorerSourceQueryOptions } from "./explorer-source-query";
import { useDemoStatus } from "./use-demo-status";
import { type ExplorerSource, useExplorerSource } from "./use-explorer-source";

function useRequiredSource(): ExplorerSource {
  const source = useExplorerSource();
  if (!source) throw new Error(missingParamMessage("explorerPageId"));
  return source;
}

export function useExplorerPage(): { page: ExplorerPageResponse; isPreview: boolean } {
  const source = useRequiredSource();
  const { status } = useDemoStatus();
  const { data } = useSuspenseQuery(explorerSourceQueryOptions(source, status));
  return { page: data, isPreview: source.kind === "preview" };
}

/**
 * The same query without suspending, for the layout's navigation bar: it renders at once and fills in the page's
 * items when the page arrives, and leaves errors to the page's own boundary. Null outside a page route.
 */
export function useOptionalExplorerPage(): ExplorerPageResponse | null {
  const source = useExplorerSource();
  const { status } = useDemoStatus();
  const query = useQuery({
    ...(source ? explorerSourceQueryOptions(source, status) : explorerPageQueryOptions("", status)),
    enabled: source !== null,
    // Switching the demo status keeps the bar's items until the new answer arrives.
    placeholderData: keepPreviousData,
  });
  return source ? (query.data ?? null) : null;
}
