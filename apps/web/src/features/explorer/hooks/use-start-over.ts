/**
 * A kiosk's reset (decision 029): forgets the visitor (the page's favourites) and opens the site's page at its top,
 * without a comparison. Kept out of the lazily loaded kiosk controls: it uses only what the first load has anyway.
 */
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { writeFavourites } from "./favourites-store";
import { useExplorerPaths } from "./use-explorer-paths";

export function useStartOver(explorerPageId: string): () => void {
  const navigate = useNavigate();
  const { pagePath, linkState } = useExplorerPaths();
  return useCallback(() => {
    writeFavourites(explorerPageId, [], { bump: false });
    navigate(pagePath, { state: linkState, replace: true });
    window.scrollTo(0, 0);
  }, [explorerPageId, navigate, pagePath, linkState]);
}
