/**
 * Where the current route's explorer page comes from: the public API on the public routes (:explorerPageId, an id or
 * vanity slug), the staff preview API on the internal preview routes, which also name the client (:clientId).
 */
import { type Params, useParams } from "react-router";

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
