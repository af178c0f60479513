/**
 * The explorer page of the current route (:explorerPageId, an id or vanity slug) for the current demo status.
 * Suspends while loading; a failure (404 included) throws to the page's error boundary, which shows not-found.
 */
import type { ExplorerPageResponse } from "@onboard/domain/explorer/explorer-page-schemas";
import { missingParamMessage } from "@onboard/domain/routes/build-path";
import { keepPreviousData, useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { explorerPageQueryOptions } from "../api/get-explorer-page";
import { useDemoStatus } from "./use-demo-status";

function useExplorerPageParam(): string {
  const { explorerPageId } = useParams();
  if (!explorerPageId) throw new Error(missingParamMessage("explorerPageId"));
  return explorerPageId;
}

export function useExplorerPage(): { page: ExplorerPageResponse } {
  const pageIdOrSlug = useExplorerPageParam();
  const { status } = useDemoStatus();
  const { data } = useSuspenseQuery(explorerPageQueryOptions(pageIdOrSlug, status));
  return { page: data };
}

/**
 * The same query without suspending, for the layout's navigation bar: it renders at once and fills in the page's
 * items when the page arrives, and leaves errors to the page's own boundary. Null outside a page route.
 */
export function useOptionalExplorerPage(): ExplorerPageResponse | null {
  const { explorerPageId } = useParams();
  const { status } = useDemoStatus();
  const query = useQuery({
    ...explorerPageQueryOptions(explorerPageId ?? "", status),
    enabled: Boolean(explorerPageId),
    // Switching the demo status keeps the bar's items until the new answer arrives.
    placeholderData: keepPreviousData,
  });
  return explorerPageId ? (query.data ?? null) : null;
}
