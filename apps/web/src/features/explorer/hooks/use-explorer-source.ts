/**
 * Where the current route's explorer page comes from: the public API on the public routes (:explorerPageId, an id or
 * vanity slug), the staff preview API on the internal preview routes, which also name the client (:clientId).
 */
import type { DemoEnrollmentStatus } from "@onboard/domain/explorer/benefit-types";
import { type Params, useParams } from "react-router";
import { explorerPageQueryOptions } from "../api/get-explorer-page";
import { explorerPreviewQueryOptions } from "../api/get-explorer-preview";

export type ExplorerSource =
  | { kind: "public"; pageIdOrSlug: string }
  | { kind: "preview"; clientId: string; explorerPageId: string };

/** The source the route parameters name, or null off a page route (the explorer index). */
export function explorerSourceOf(params: Readonly<Params>): ExplorerSource | null {
  const { clientId, explorerPageId } = params;
  if (!explorerPageId) return null;
  return clientId ? { kind: "preview", clientId, explorerPageId } : { kind: "public", pageIdOrSlug: explorerPageId };
}

export function useExplorerSource(): ExplorerSource | null {
  return explorerSourceOf(useParams());
}

/** The query for the page of `source`; both answer an ExplorerPageResponse, under keys starting "explorer". */
export function explorerSourceQueryOptions(
  source: ExplorerSource,
  status: DemoEnrollmentStatus,
): ReturnType<typeof explorerPageQueryOptions> {
  return source.kind === "preview"
    ? explorerPreviewQueryOptions(source.clientId, source.explorerPageId, status)
    : explorerPageQueryOptions(source.pageIdOrSlug, status);
}
