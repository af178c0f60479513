/**
 * A kiosk's reset (decision 029): forgets the visitor (the page's favourites and where they live) and opens the site's
 * page at its top, without a comparison. Kept out of the lazily loaded kiosk controls: it uses only what the first load
 * has anyway.
 */
import { PREPAID_LOCATION_KEY } from "@onboard/domain/common/storage-keys";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { writeFavourites } from "./favourites-store";
import { useExplorerPaths } from "./use-explorer-paths";

export function useStartOver(explorerPageId: string): () => void {
  const navigate = useNavigate();
  const { pagePath, linkState } = useExplorerPaths();
  return useCallback(() => {
    writeFavourites(explorerPageId, [], { bump: false });
    // The prepaid location panel is lazy; the navigation below remounts the plans, and with them its reading of storage.
    try {
      window.localStorage.removeItem(PREPAID_LOCATION_KEY);
    } catch {
      // Storage disabled: nothing was kept.
    }
    navigate(pagePath, { state: linkState, replace: true });
    window.scrollTo(0, 0);
  }, [explorerPageId, navigate, pagePath, linkState]);
}
